import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePropertyInput,
  PartnerPropertyDetail,
  PropertyInput,
} from '@restora/shared/contracts/partner-listings';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function createPartnerProperty(body: CreatePropertyInput) {
  return unwrap(api.POST('/api/partner/properties', { body })) as Promise<PartnerPropertyDetail>;
}

export function updatePartnerProperty(id: number, body: PropertyInput) {
  return unwrap(
    api.PUT('/api/partner/properties/{id}', { params: { path: { id } }, body }),
  ) as Promise<PartnerPropertyDetail>;
}

/** Creates (no id) or saves a property; the console's lists and the property's page read the answer. */
export function useSavePartnerProperty(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePropertyInput) =>
      id === undefined ? createPartnerProperty(body) : updatePartnerProperty(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.property(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.home() });
    },
  });
}
