import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@restora/shared/contracts/auth';
import type { UpdateProfileInput } from '@restora/shared/contracts/profile';
import { api, unwrap } from '@/lib/api-client';
import { getProfileQueryOptions } from './get-profile';
import { getSessionQueryOptions } from './get-session';

export function updateProfile(input: UpdateProfileInput): Promise<SessionUser> {
  return unwrap(api.PATCH('/api/profile', { body: input }));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      // The header shows the name and avatar from the session.
      queryClient.setQueryData(getSessionQueryOptions().queryKey, { user: profile });
    },
  });
}
