import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server';
import type { AuthenticationCredential, PasskeyOptions } from '@restora/shared/contracts/passkeys';
import { PASSKEY_CHALLENGE_SECONDS, PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { keepChallenge, spendChallenge, type ChallengeBinding } from './passkey-challenge';
import { findByCredentialId, listPasskeyRows, recordUse, toCredential, transportsOf } from './passkey-store';
import type { RelyingParty } from './relying-party';

// Using a passkey (docs/decisions/passkeys.md): the options for navigator.credentials.get, and the check of
// the browser's answer. Shared by sign-in (with no password, or as its second step) and the step-up.

const notRecognised = () =>
  new AppError('validation_failed', T.notRecognised, { credential: T.notRecognised });
const failed = () => new AppError('validation_failed', T.failed, { credential: T.failed });

/**
 * Options for the browser: for a named account (sign-in's second step, a step-up), its passkeys; with no
 * account (a sign-in without a password), any passkey of this site the browser holds, which must then
 * verify its user (a fingerprint, a face, a PIN), since it stands for both factors.
 */
export async function passkeyOptions({
  db,
  rp,
  binding,
  now,
}: {
  db: Database;
  rp: RelyingParty;
  binding: Omit<ChallengeBinding, 'purpose'> & { purpose: 'sign-in' | 'step-up' };
  now: Date;
}): Promise<PasskeyOptions> {
  const rows = binding.userId ? await listPasskeyRows(db, binding.userId) : [];
  if (binding.userId && rows.length === 0) throw new AppError('conflict', T.noPasskeys);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    allowCredentials: rows.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    userVerification: binding.userId ? 'preferred' : 'required',
  });
  await keepChallenge(db, options.challenge, binding, now);
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Checks the browser's answer: the challenge it signed was issued for `purpose` (and is spent now), the
 * passkey is registered and belongs to the account the challenge named, the signature is right, and,
 * without a named account, the user was verified. Returns the passkey's account and the challenge's
 * binding; throws 400 on the field `credential`.
 */
export async function provePasskey({
  db,
  rp,
  purpose,
  credential,
  now,
}: {
  db: Database;
  rp: RelyingParty;
  purpose: 'sign-in' | 'step-up';
  credential: AuthenticationCredential;
  now: Date;
}): Promise<{ userId: string; binding: ChallengeBinding }> {
  const { challenge, binding } = await spendChallenge(db, credential.response.clientDataJSON, purpose, now);
  const row = await findByCredentialId(db, credential.id);
  if (!row || (binding.userId !== null && row.userId !== binding.userId)) throw notRecognised();
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: toCredential(row),
      requireUserVerification: binding.userId === null,
    });
  } catch {
    throw failed();
  }
  if (!verified.verified) throw failed();
  await recordUse(db, row, verified.authenticationInfo.newCounter, now);
  return { userId: row.userId, binding };
}
