import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerService, ServiceInput } from '@restora/shared/contracts/partner-services';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { partnerKeys } from '@/lib/partner-query-keys';

export function createPartnerService(body: ServiceInput) {
  return unwrap(api.POST('/api/partner/services', { body })) as Promise<PartnerService>;
}

export function updatePartnerService(id: number, body: ServiceInput) {
  return unwrap(
    api.PUT('/api/partner/services/{id}', { params: { path: { id } }, body }),
  ) as Promise<PartnerService>;
}

/** Adds a service (no id) or saves one; the console's list and the travellers' service pages refresh. */
export function useSavePartnerService(serviceId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceInput) =>
      serviceId === undefined ? createPartnerService(body) : updatePartnerService(serviceId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.service(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.services(), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.services.all() });
    },
  });
}
