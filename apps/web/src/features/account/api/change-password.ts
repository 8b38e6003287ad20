import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@restora/shared/contracts/account';
import type { SessionResponse } from '@restora/shared/contracts/auth';
import { api, unwrap } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

/** This session goes on under a new cookie (set by the answer); every other session ends. */
export function changePassword(input: ChangePasswordInput): Promise<SessionResponse> {
  return unwrap(api.POST('/api/profile/password', { body: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      queryClient.setQueryData(getSessionQueryOptions().queryKey, session);
      if (session.user) queryClient.setQueryData(getProfileQueryOptions().queryKey, session.user);
    },
  });
}
