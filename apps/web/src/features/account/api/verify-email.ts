import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TokenInput, VerifyEmailResponse } from '@restora/shared/contracts/account';
import { api, unwrap } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

export function verifyEmail(input: TokenInput): Promise<VerifyEmailResponse> {
  return unwrap(api.POST('/api/auth/verify-email', { body: input }));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => {
      if (user) {
        // The registration link signed the person in: what was cached for the visitor may differ.
        void queryClient.invalidateQueries();
        queryClient.setQueryData(getSessionQueryOptions().queryKey, { user });
        return;
      }
      // The profile's badge reads emailVerified from these.
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
