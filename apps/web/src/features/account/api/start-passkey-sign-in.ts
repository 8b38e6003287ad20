import type { PasskeyOptions } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';

/**
 * What the browser needs to sign in with a passkey: any of this site's, or, right after a right password
 * (the second step's cookie goes with it), that account's.
 */
export function startPasskeySignIn(): Promise<PasskeyOptions> {
  return unwrap(api.POST('/api/auth/sign-in/passkey/options'));
}
