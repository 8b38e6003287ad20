import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput, SessionResponse } from '@restora/shared/contracts/auth';
import { api, unwrap } from '../../../lib/api-client';
import { getSessionQueryOptions } from './get-session';

export function signUp(input: RegisterInput): Promise<SessionResponse> {
  return unwrap(api.POST('/api/auth/sign-up', { body: input }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (data) => {
      void queryClient.invalidateQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, data);
    },
  });
}
