import { asc, and, eq } from 'drizzle-orm';
import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server';
import type { Passkey } from '@restora/shared/contracts/passkeys';
import type { Database } from '../../db/client';
import { passkey } from '../../db/schema/auth';

// An account's passkeys (docs/decisions/passkeys.md): the credential's id and public key as base64url,
// its signature counter and how the browser reaches it.

export type PasskeyRow = typeof passkey.$inferSelect;

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.deviceType === 'multiDevice',
});

export const transportsOf = (row: Pick<PasskeyRow, 'transports'>) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

/** The stored passkey as the library checks an answer against it. */
export const toCredential = (row: PasskeyRow): WebAuthnCredential => ({
  id: row.credentialId,
  publicKey: new Uint8Array(Buffer.from(row.publicKey, 'base64url')),
  counter: row.counter,
  transports: transportsOf(row),
});

export async function listPasskeyRows(db: Database, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkey).where(eq(passkey.userId, userId)).orderBy(asc(passkey.createdAt));
}

export async function findByCredentialId(
  db: Database,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkey).where(eq(passkey.credentialId, credentialId)).limit(1);
  return row;
}

/**
 * After a checked answer: the new counter, and when it was used. The counter only moves forward (a
 * concurrent use of the same passkey cannot take it back).
 */
export async function recordUse(db: Database, row: PasskeyRow, newCounter: number, now: Date) {
  await db
    .update(passkey)
    .set({ counter: Math.max(row.counter, newCounter), lastUsedAt: now })
    .where(and(eq(passkey.id, row.id), eq(passkey.userId, row.userId)));
}
