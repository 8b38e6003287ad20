import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  otpauthUri,
  totp,
  totpStep,
  verifyTotp,
  TOTP_PERIOD_SECONDS,
} from './totp';

// RFC 6238, appendix B: the SHA-1 key is the ASCII of "12345678901234567890".
const key = Buffer.from('12345678901234567890', 'ascii');
const at = (seconds: number) => new Date(seconds * 1000);
const step = TOTP_PERIOD_SECONDS;

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 SHA-1 value at T=%i (8 digits) and its last 6 as the 6-digit code', (t, eight) => {
    expect(totp(key, at(t), 8)).toBe(eight);
    expect(totp(key, at(t))).toBe(eight.slice(2));
  });

  it('gives the RFC 4226 HOTP values for counters 0 to 2', () => {
    expect([0, 1, 2].map((c) => hotp(key, c))).toEqual(['755224', '287082', '359152']);
  });

  it('counts 30-second steps from the epoch', () => {
    expect(totpStep(at(59))).toBe(1);
    expect(totpStep(at(60))).toBe(2);
    expect(totpStep(at(89.999))).toBe(2);
  });

  it('accepts the code of the step before and after now, and no further', () => {
    const now = at(1111111111);
    const code = (offsetSteps: number) => totp(key, at(1111111111 + offsetSteps * step));
    expect(verifyTotp({ key, code: code(0), now })).toEqual({ ok: true, step: totpStep(now) });
    expect(verifyTotp({ key, code: code(-1), now })).toEqual({ ok: true, step: totpStep(now) - 1 });
    expect(verifyTotp({ key, code: code(1), now })).toEqual({ ok: true, step: totpStep(now) + 1 });
    expect(verifyTotp({ key, code: code(-2), now })).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyTotp({ key, code: code(2), now })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a code whose step was used, within its whole window', () => {
    const issued = at(1111111111);
    const code = totp(key, issued);
    const first = verifyTotp({ key, code, now: issued });
    expect(first.ok).toBe(true);
    const used = first.ok ? [first.step] : [];
    // The same code, now and until it leaves the window (T=1111111111 is 1 s into its step).
    for (const later of [0, 10, step, step + 28]) {
      expect(verifyTotp({ key, code, now: at(1111111111 + later), usedSteps: used })).toEqual({
        ok: false,
        reason: 'replayed',
        step: totpStep(issued),
      });
    }
    expect(verifyTotp({ key, code, now: at(1111111111 + step + 29), usedSteps: used })).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // The next code is a new one.
    const next = totp(key, at(1111111111 + step));
    expect(verifyTotp({ key, code: next, now: issued, usedSteps: used }).ok).toBe(true);
  });

  it('refuses a wrong code, and anything that is not six digits', () => {
    const now = at(59);
    expect(verifyTotp({ key, code: '000000', now })).toEqual({ ok: false, reason: 'invalid' });
    for (const code of ['', '28708', '2870820', '28708a', ' 287082', '94287082'])
      expect(verifyTotp({ key, code, now })).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyTotp({ key: Buffer.from('another key of twenty'), code: '287082', now }).ok).toBe(false);
  });
});

describe('base32 and the otpauth URI', () => {
  it('encodes as RFC 4648 does, and reads it back however it is typed', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Encode(key)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3t qojq gezd gnbv gy3t qojq')).toEqual(key);
    expect(() => base32Decode('GEZD1')).toThrow();
  });

  it('names the issuer and the account, with the secret and the code rules', () => {
    const uri = new URL(otpauthUri({ key, account: 'ada@example.com', issuer: 'Restora' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Restora:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
      issuer: 'Restora',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
