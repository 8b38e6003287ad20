import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResetPasswordInput } from '@restora/shared/contracts/account';
import { api, unwrap } from '../../../lib/api-client';

export function resetPassword(input: ResetPasswordInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/reset-password', { body: input }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
