import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@restora/shared/contracts/auth';
import type { SecondFactorProofInput } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

/** Sign-in's second step: the code (or a backup code) after a right password opens the session. */
export function signInSecondFactor(input: SecondFactorProofInput): Promise<SessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in/second-factor', { body: input }));
}

export function useSignInSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInSecondFactor,
    onSuccess: (data) => {
      // Anything cached for the visitor (cart, lists) may differ for the user.
      void queryClient.invalidateQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, data);
    },
  });
}
