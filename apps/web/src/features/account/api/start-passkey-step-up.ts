import type { PasskeyOptions } from '@restora/shared/contracts/passkeys';
import { api, unwrap } from '@/lib/api-client';

/** What the browser needs to prove one of the account's passkeys again on this session. */
export function startPasskeyStepUp(): Promise<PasskeyOptions> {
  return unwrap(api.POST('/api/auth/second-factor/passkey/options'));
}
