import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, TokenInput } from '@restora/shared/contracts/account';
import { api, unwrap } from '../../../lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

export function verifyEmail(input: TokenInput): Promise<MessageResponse> {
  return unwrap(api.POST('/api/auth/verify-email', { body: input }));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: () => {
      // The profile's badge reads emailVerified from these.
      void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
    },
  });
}
