import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMessage } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function retryMessage(id: number): Promise<AdminMessage> {
  return unwrap(api.POST('/api/admin/messages/{id}/retry', { params: { path: { id } } }));
}

/** A failed message back to pending; the outbox list refreshes. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.messages.all() }),
  });
}
