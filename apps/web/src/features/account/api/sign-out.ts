import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { getSessionQueryOptions } from './get-session';

export function signOut(): Promise<void> {
  return unwrap(api.POST('/api/auth/sign-out'));
}

/** The cache once the session has ended (signed out, or the account deleted). */
export function forgetSignedInUser(queryClient: QueryClient) {
  const sessionKey = getSessionQueryOptions().queryKey;
  queryClient.setQueryData(sessionKey, { user: null });
  // Nothing of the signed-out user's may stay cached. (The session query itself stays: removing an
  // observed query would leave the header watching the old one.)
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
