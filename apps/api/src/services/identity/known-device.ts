import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from '../../auth/auth';

/**
 * A known device: a browser that has signed in to an account before (docs/decisions/sessions-and-sign-in.md).
 * It keeps a token naming the user id and when it was given, signed with HMAC-SHA256 under the auth
 * secret. It is not a session: it opens nothing by itself, it only lets a right password through the
 * per-account ceiling of failed sign-ins.
 */
export const KNOWN_DEVICE_DAYS = 365;

const SECONDS_PER_DAY = 86_400;

function mac(secret: string, userId: string, issuedAt: number) {
  return createHmac('sha256', secret).update(`known-device.${userId}.${issuedAt}`).digest();
}

/** A new token for `userId`, given now. */
export async function knownDeviceToken(auth: Auth, userId: string, now = Date.now()): Promise<string> {
  const { secret } = await auth.$context;
  const issuedAt = Math.floor(now / 1000);
  return `${userId}.${issuedAt}.${mac(secret, userId, issuedAt).toString('base64url')}`;
}

/** The user id a token names, when its signature holds and it is younger than KNOWN_DEVICE_DAYS; else null. */
export async function knownDeviceUserId(auth: Auth, token: string, now = Date.now()): Promise<string | null> {
  const parts = /^(.+)\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!parts) return null;
  const [, userId, issued, signature] = parts as unknown as [string, string, string, string];
  const issuedAt = Number(issued);
  const age = now / 1000 - issuedAt;
  if (age < -60 || age > KNOWN_DEVICE_DAYS * SECONDS_PER_DAY) return null;
  const { secret } = await auth.$context;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, userId, issuedAt);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
