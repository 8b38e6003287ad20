import { useMutation } from '@tanstack/react-query';
import type { PasskeyOptions, StartPasskeyRegistrationInput } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';

/** Adding a passkey starts with the password: the answer is what the browser needs to make one. */
export function startPasskeyRegistration(input: StartPasskeyRegistrationInput): Promise<PasskeyOptions> {
  return unwrap(api.POST('/api/profile/passkeys/options', { body: input }));
}

export function useStartPasskeyRegistration() {
  return useMutation({ mutationFn: startPasskeyRegistration });
}
