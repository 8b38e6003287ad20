import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FinishPasskeyRegistrationInput, Passkey } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Keeps the passkey the browser made, under its name. */
export function addPasskey(input: FinishPasskeyRegistrationInput): Promise<Passkey> {
  return unwrap(api.POST('/api/profile/passkeys', { body: input }));
}

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
        // Adding one proves it: this session has now passed a second factor.
        queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
      ]),
  });
}
