import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RemovePasskeyInput } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type RemovePasskeyVariables = RemovePasskeyInput & { id: string };

/** Removes one of the account's passkeys, with the password. */
export function removePasskey({ id, password }: RemovePasskeyVariables): Promise<void> {
  return unwrap(api.DELETE('/api/profile/passkeys/{id}', { params: { path: { id } }, body: { password } }));
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
        // The last second factor gone, no session has passed one any more.
        queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
      ]),
  });
}
