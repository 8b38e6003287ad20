import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput, MessageResponse } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/forgot-password', { body: input }));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
