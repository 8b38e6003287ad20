import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProperty } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

export function setPropertyPublished(id: number, published: boolean): Promise<AdminProperty> {
  const options = { params: { path: { id } } };
  return published
    ? unwrap(api.POST('/api/admin/properties/{id}/publish', options))
    : unwrap(api.POST('/api/admin/properties/{id}/unpublish', options));
}

/** Publish or unpublish a property as the operator; the organisation and the stays' pages refresh. */
export function useSetPropertyPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: number; published: boolean }) =>
      setPropertyPublished(id, published),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.organisations.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stays.all() });
    },
  });
}
