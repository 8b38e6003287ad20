import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '@restora/shared/contracts/auth';
import type { SignInResponse } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

/** The user, or, for an account with a second factor, `secondFactorRequired` and no session yet. */
export function signIn(input: SignInInput): Promise<SignInResponse> {
  return unwrap(api.POST('/api/auth/sign-in', { body: input }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      // The code opens the session (docs/decisions/second-factors.md); until then nothing changes.
      if (!data.user) return;
      // Anything cached for the visitor (cart, lists) may differ for the user.
      void queryClient.invalidateQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: data.user });
    },
  });
}
