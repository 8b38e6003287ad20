import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { BACKUP_CODE_COUNT } from '@restora/shared/domain/second-factor';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { passkey, twoFactor, user } from '../../db/schema/auth';
import { base32Decode, base32Encode, TOTP_WINDOW } from './totp';

// The two_factor row of an account (docs/decisions/second-factors.md). The key is kept encrypted with the
// auth secret; backup codes only as hashes; the steps of accepted codes so none is accepted twice.

export type Factor = typeof twoFactor.$inferSelect;

export async function readFactor(db: Database, userId: string): Promise<Factor | undefined> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row;
}

export type FactorKind = 'totp' | 'passkey';

/**
 * What the account can prove a second factor with: a confirmed authenticator app (one still being set up
 * does not count) and passkeys (docs/decisions/passkeys.md). One query.
 */
export async function secondFactorKinds(db: Database, userId: string): Promise<FactorKind[]> {
  const [row] = await db
    .select({
      app: sql<boolean>`exists (select 1 from ${twoFactor} where ${twoFactor.userId} = ${userId} and ${twoFactor.confirmedAt} is not null)`,
      passkey: sql<boolean>`exists (select 1 from ${passkey} where ${passkey.userId} = ${userId})`,
    })
    .from(user)
    .where(eq(user.id, userId));
  const kinds: FactorKind[] = [];
  if (row?.app) kinds.push('totp');
  if (row?.passkey) kinds.push('passkey');
  return kinds;
}

/** Whether the account has a second factor: an authenticator app or a passkey. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  return (await secondFactorKinds(db, userId)).length > 0;
}

export async function encryptKey(auth: Auth, key: Uint8Array): Promise<string> {
  const { secret } = await auth.$context;
  return symmetricEncrypt({ key: secret, data: base32Encode(key) });
}

export async function decryptKey(auth: Auth, stored: string): Promise<Buffer> {
  const { secret } = await auth.$context;
  return base32Decode(await symmetricDecrypt({ key: secret, data: stored }));
}

/**
 * Records `step` as used, in one statement that fails when another request used it first; steps that
 * have left the window (of `currentStep`) are forgotten on the way. False: it was already used.
 */
export async function spendTotpStep(db: Database, userId: string, step: number, currentStep: number) {
  const oldest = currentStep - TOTP_WINDOW;
  const rows = await db
    .update(twoFactor)
    .set({
      usedSteps: sql`array_append(array(select s from unnest(${twoFactor.usedSteps}) s where s >= ${oldest}), ${step}::integer)`,
    })
    .where(and(eq(twoFactor.userId, userId), sql`not (${step}::integer = any(${twoFactor.usedSteps}))`))
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}

// No 0/o, 1/l/i: a code is read off paper. 31 symbols, 10 of them: about 50 bits.
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function backupCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** New backup codes to show once, and the hashes to keep. */
export function newBackupCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map(backupCodeHash) };
}

/** Spends a backup code of a confirmed app, in one statement: true once, false for a wrong or used one. */
export async function spendBackupCode(db: Database, userId: string, code: string): Promise<boolean> {
  const hash = backupCodeHash(code);
  const rows = await db
    .update(twoFactor)
    .set({ backupCodes: sql`array_remove(${twoFactor.backupCodes}, ${hash})` })
    .where(
      and(
        eq(twoFactor.userId, userId),
        isNotNull(twoFactor.confirmedAt),
        sql`${hash} = any(${twoFactor.backupCodes})`,
      ),
    )
    .returning({ userId: twoFactor.userId });
  return rows.length === 1;
}
