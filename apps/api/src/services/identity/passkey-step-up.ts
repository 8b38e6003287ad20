import type { AuthenticationCredential } from '@restora/shared/contracts/passkeys';
import type { Database } from '../../db/client';
import { markSessionPassed } from './session-marker';
import { challengeExpired } from './passkey-challenge';
import { passkeyOptions, provePasskey } from './prove-passkey';
import type { RelyingParty } from './relying-party';

// A step-up with a passkey (docs/decisions/passkeys.md, second-factors.md): the session's check is now.

export async function passkeyStepUpOptions(args: {
  db: Database;
  rp: RelyingParty;
  userId: string;
  sessionId: string;
  now: Date;
}) {
  const { db, rp, userId, sessionId, now } = args;
  return passkeyOptions({ db, rp, binding: { purpose: 'step-up', userId, sessionId }, now });
}

export async function stepUpWithPasskey({
  db,
  rp,
  userId,
  sessionId,
  credential,
  now,
}: {
  db: Database;
  rp: RelyingParty;
  userId: string;
  sessionId: string;
  credential: AuthenticationCredential;
  now: Date;
}): Promise<{ verifiedAt: string }> {
  const { binding } = await provePasskey({ db, rp, purpose: 'step-up', credential, now });
  if (binding.userId !== userId || binding.sessionId !== sessionId) throw challengeExpired();
  await markSessionPassed(db, sessionId, 'passkey', now);
  return { verifiedAt: now.toISOString() };
}
