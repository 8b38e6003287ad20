import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, ResetLinkStatus, ResetPasswordInput } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/reset-password', { body: input }));
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The link is spent: coming back to it shows it as such.
    onSuccess: (_data, { token }) =>
      queryClient.setQueryData<ResetLinkStatus>(queryKeys.resetLink(token), { valid: false }),
  });
}
