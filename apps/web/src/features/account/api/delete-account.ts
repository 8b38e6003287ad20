import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';
import { forgetSignedInUser } from './sign-out';

/** Ends every session and clears the session cookie (docs/decisions/account-recovery.md). */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return unwrap(api.DELETE('/api/profile', { body: input }));
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
