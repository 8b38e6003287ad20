import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Passkey, PasskeyOptions, RegistrationCredential } from '@restora/shared/contracts/passkeys';
import {
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_PER_ACCOUNT,
  PASSKEY_TEXTS as T,
} from '@restora/shared/domain/passkeys';
import type { Auth } from '../../auth/auth';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { passkey } from '../../db/schema/auth';
import { AppError } from '../../errors';
import { confirmPassword } from './confirm-password';
import { markSessionPassed } from './session-marker';
import { keepChallenge, spendChallenge, challengeExpired } from './passkey-challenge';
import { listPasskeyRows, toPasskey, transportsOf } from './passkey-store';
import type { RelyingParty } from './relying-party';

const tooMany = () => new AppError('conflict', T.tooMany);
const failed = () => new AppError('validation_failed', T.failed, { credential: T.failed });

/**
 * Adding a passkey starts with the password, as setting up an authenticator app does: a left-open
 * session alone cannot add a way in (docs/decisions/passkeys.md). Returns the options for the browser's
 * navigator.credentials.create: a discoverable credential (so it can sign in without the e-mail), user
 * verification preferred, no attestation, and the account's passkeys excluded.
 */
export async function startPasskeyRegistration({
  db,
  auth,
  rp,
  userId,
  sessionId,
  password,
  passwordLimit,
  now,
}: {
  db: Database;
  auth: Auth;
  rp: RelyingParty;
  userId: string;
  sessionId: string;
  password: string;
  passwordLimit: RateLimitRule;
  now: Date;
}): Promise<PasskeyOptions> {
  const person = await confirmPassword({
    db,
    auth,
    userId,
    password,
    field: 'password',
    limit: passwordLimit,
  });
  const existing = await listPasskeyRows(db, userId);
  if (existing.length >= PASSKEYS_PER_ACCOUNT) throw tooMany();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(userId),
    userName: person.email,
    userDisplayName: person.name ?? person.email,
    timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(db, options.challenge, { purpose: 'register', userId, sessionId }, now);
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * The browser's answer to those options: checked against the challenge this session was given, the
 * site's origin and id, then kept. Adding it proves the passkey, so this session has passed a second
 * factor, as the authenticator app's first code does.
 */
export async function finishPasskeyRegistration({
  db,
  rp,
  userId,
  sessionId,
  name,
  credential,
  now,
}: {
  db: Database;
  rp: RelyingParty;
  userId: string;
  sessionId: string;
  name: string;
  credential: RegistrationCredential;
  now: Date;
}): Promise<Passkey> {
  const { challenge, binding } = await spendChallenge(
    db,
    credential.response.clientDataJSON,
    'register',
    now,
  );
  if (binding.userId !== userId || binding.sessionId !== sessionId) throw challengeExpired();
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw failed();
  }
  if (!verified.verified) throw failed();
  const { credential: made, credentialDeviceType, credentialBackedUp, aaguid } = verified.registrationInfo;
  const row = await db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(passkey).where(eq(passkey.userId, userId));
    if ((held?.n ?? 0) >= PASSKEYS_PER_ACCOUNT) throw tooMany();
    const [inserted] = await tx
      .insert(passkey)
      .values({
        id: randomUUID(),
        userId,
        name,
        credentialId: made.id,
        publicKey: Buffer.from(made.publicKey).toString('base64url'),
        counter: made.counter,
        transports: made.transports?.join(',') ?? credential.response.transports?.join(',') ?? null,
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        aaguid,
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkey.credentialId })
      .returning();
    return inserted;
  });
  if (!row) throw new AppError('conflict', T.alreadyAdded);
  await markSessionPassed(db, sessionId, 'passkey', now);
  return toPasskey(row);
}
