import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_EXPIRED } from '@restora/shared/domain/account-texts';
import { verification } from '../../db/schema/auth';
import { accountKit } from '../../test/account-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The reset page checks its link as it opens (docs/decisions/account-recovery.md).

const PUBLIC_URL = 'https://restora.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ baseURL: PUBLIC_URL });
});
afterAll(() => t.close());

const { tokenFrom } = accountKit(() => t, PUBLIC_URL);
const check = (token: string) => t.postJson('/api/auth/reset-password/check', { token });

async function resetLink() {
  const { email } = await registerUser(t);
  await t.postJson('/api/auth/forgot-password', { email });
  return tokenFrom(email, 'account.reset-password', '/reset-password');
}

describe('POST /api/auth/reset-password/check', () => {
  it('answers valid for a live link, as often as asked, without spending it', async () => {
    const token = await resetLink();
    const stored = await t.db.select().from(verification);
    for (let i = 0; i < 3; i++) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ valid: true });
    }
    expect(await t.db.select().from(verification)).toEqual(stored);
    const reset = await t.postJson('/api/auth/reset-password', { token, password: 'a brand new tide 7' });
    expect(reset.status).toBe(200);
  });

  it('answers not valid for a used, an expired and a made-up link alike', async () => {
    const used = await resetLink();
    await t.postJson('/api/auth/reset-password', { token: used, password: 'a brand new tide 7' });
    const expired = await resetLink();
    await t.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const token of [used, expired, 'x'.repeat(43)]) {
      const res = await check(token);
      expect(res.status).toBe(200);
      expect(await readJson(res)).toEqual({ valid: false });
    }
  });

  it('refuses a malformed token with the dead-link text on the field', async () => {
    const res = await check('short');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ token: LINK_EXPIRED });
  });
});
