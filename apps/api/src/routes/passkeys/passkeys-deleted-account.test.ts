import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { passkey, session } from '../../db/schema/auth';
import { passkeysKit } from '../../test/passkeys-kit';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// A deleted account has no way in left (docs/decisions/account-recovery.md): its passkeys go with it.

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ baseURL: ORIGIN });
});
afterAll(() => t.close());

const { post, get, fieldOf, addPasskey, signInOptions } = passkeysKit(() => t);

describe('a deleted account and its passkeys', () => {
  it('signs nothing in once its account is deleted: the passkeys go with it, and a leftover opens nothing', async () => {
    const u = await registerUser(t);
    const device = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, device);
    const kept = await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id));
    // "Download my data" lists it, without its key.
    const exported = await readJson(await get('/api/profile/export', u.cookie));
    expect(exported.signIn).toEqual({
      authenticatorApp: false,
      passkeys: [expect.objectContaining({ id: kept[0]!.id, name: 'Laptop' })],
    });
    expect(JSON.stringify(exported)).not.toContain(kept[0]!.publicKey);
    const deleted = await t.request('/api/profile', {
      method: 'DELETE',
      headers: { cookie: u.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: u.password }),
    });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id))).toEqual([]);
    const gone = await post('/api/auth/sign-in/passkey', { credential: device.get(await signInOptions()) });
    expect(await fieldOf(gone)).toEqual({ credential: T.notRecognised });

    // Were a passkey left behind, it would open no session.
    await t.db.insert(passkey).values(kept);
    const leftover = await post('/api/auth/sign-in/passkey', {
      credential: device.get(await signInOptions()),
    });
    expect(leftover.status).toBe(401);
    expect(cookiesFrom(leftover)).not.toContain('session_token=');
    expect(await t.db.select().from(session).where(eq(session.userId, u.user.id))).toEqual([]);
  });
});
