import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInInput } from '@restora/shared/contracts/auth';
import { api, unwrap } from '../../../lib/api-client';
import { getSessionQueryOptions } from './get-session';

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in', { body: input }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (data) => {
      // Anything cached for the visitor (cart, lists) may differ for the user.
      void queryClient.invalidateQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, data);
    },
  });
}
