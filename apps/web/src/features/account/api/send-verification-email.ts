import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@restora/shared/contracts/account';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

export function sendVerificationEmail(): Promise<MessageResponse> {
  return unwrap(api.POST('/api/profile/verification-email'));
}

export function useSendVerificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendVerificationEmail,
    onError: (error) => {
      // 409: verified meanwhile (in another tab, say): the cached "Not verified" is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
        void queryClient.invalidateQueries({ queryKey: getProfileQueryOptions().queryKey });
      }
    },
  });
}
