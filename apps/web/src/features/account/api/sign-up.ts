import { useMutation } from '@tanstack/react-query';
import type { RegisterInput, SignUpResponse } from '@restora/shared/contracts/auth';
import { api, unwrap } from '@/lib/api-client';

/**
 * Registers. No session opens: the answer only says a message is on its way to the address, the same
 * whether or not it already had an account (docs/decisions/account-recovery.md).
 */
export function signUp(input: RegisterInput): Promise<SignUpResponse> {
  return unwrap(api.POST('/api/auth/sign-up', { body: input }));
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
