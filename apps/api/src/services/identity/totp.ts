import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Authenticator-app codes: TOTP (RFC 6238) over HOTP (RFC 4226), HMAC-SHA-1, 30-second steps, 6 digits,
// as every authenticator app reads an otpauth:// URI by default (docs/decisions/second-factors.md).

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone's clock a little off, or a code typed as it changes. */
export const TOTP_WINDOW = 1;
/** 160 bits, the key length RFC 4226 recommends (and the one HMAC-SHA-1 uses whole). */
export const TOTP_SECRET_BYTES = 20;

/** The time step `now` falls in. */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** RFC 4226's HOTP value of `counter` under `key`, `digits` long (leading zeros kept). */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The code an authenticator app shows at `now`. */
export function totp(key: Uint8Array, now: Date, digits = TOTP_DIGITS): string {
  return hotp(key, totpStep(now), digits);
}

export type TotpCheck =
  | { ok: true; step: number }
  | { ok: false; reason: 'invalid' }
  /** The code is right, but its step was accepted before: a code works once (RFC 6238, section 5.2). */
  | { ok: false; reason: 'replayed'; step: number };

/**
 * Checks `code` against the steps within TOTP_WINDOW of `now`. `usedSteps` are the steps already accepted
 * for this key; a match on one of them is a replay. The caller records the returned step as used, in the
 * same write that accepts it (services/identity/factor-store.ts), so two requests cannot both spend it.
 */
export function verifyTotp({
  key,
  code,
  now,
  usedSteps = [],
  window = TOTP_WINDOW,
}: {
  key: Uint8Array;
  code: string;
  now: Date;
  usedSteps?: readonly number[];
  window?: number;
}): TotpCheck {
  if (!/^\d+$/.test(code) || code.length !== TOTP_DIGITS) return { ok: false, reason: 'invalid' };
  const given = Buffer.from(code);
  const current = totpStep(now);
  let matched: number | null = null;
  // Every step of the window is computed and compared in constant time, match or not.
  for (let step = current - window; step <= current + window; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), given) && matched === null) matched = step;
  }
  if (matched === null) return { ok: false, reason: 'invalid' };
  if (usedSteps.includes(matched)) return { ok: false, reason: 'replayed', step: matched };
  return { ok: true, step: matched };
}

export function newTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 as people type it: any case, spaces and dashes ignored. Throws on another character. */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The otpauth:// URI an authenticator app reads from a QR code (Google Authenticator's key URI format). */
export function otpauthUri({ key, account, issuer }: { key: Uint8Array; account: string; issuer: string }) {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: base32Encode(key),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}
