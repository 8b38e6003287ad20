import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyAssertionInput } from '@restora/shared/contracts/passkeys';
import type { SessionResponse } from '@restora/shared/contracts/auth';
import { api, unwrap } from '@/lib/api-client';
import { getPasskey } from '@/lib/passkeys';
import { getSessionQueryOptions } from './get-session';
import { startPasskeySignIn } from './start-passkey-sign-in';

/** Signs in with the browser's answer: without a password, or as the second step after one. */
export function signInWithPasskey(input: PasskeyAssertionInput): Promise<SessionResponse> {
  return unwrap(api.POST('/api/auth/sign-in/passkey', { body: input }));
}

/** The whole sign-in: the API's challenge, the browser's prompt, then its answer opens the session. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = await startPasskeySignIn();
      return signInWithPasskey({ credential: await getPasskey(options) });
    },
    onSuccess: (data) => {
      // As a password sign-in (sign-in.ts): anything cached for the visitor may differ for the user.
      void queryClient.invalidateQueries();
      queryClient.setQueryData(getSessionQueryOptions().queryKey, data);
    },
  });
}
