import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_PASSWORD } from '@restora/shared/domain/account-texts';
import { PASSKEY_TEXTS as T } from '@restora/shared/domain/passkeys';
import { passkey, session } from '../../db/schema/auth';
import { userInfo } from '../../db/schema/profiles';
import { setUserRole } from '../../services/profile/set-user-role';
import { passkeysKit } from '../../test/passkeys-kit';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Passkeys (docs/decisions/passkeys.md): added with the password, used to sign in without one or as
// sign-in's second step, and for a step-up; each answer checked by WebAuthn's rules against a software
// authenticator, once.

const ORIGIN = 'http://localhost:3000';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ baseURL: ORIGIN });
});
afterAll(() => t.close());

const { post, get, status, fieldOf, registrationOptions, addPasskey, signInOptions } = passkeysKit(() => t);

describe('adding a passkey', () => {
  it('asks for the password, keeps the key, lists it, and counts as a passed second factor', async () => {
    const u = await registerUser(t);
    const wrong = await post('/api/profile/passkeys/options', { password: 'not it' }, u.cookie);
    expect(wrong.status).toBe(400);
    expect(await fieldOf(wrong)).toEqual({ password: WRONG_PASSWORD });

    const options = await registrationOptions(u);
    expect(options.rp).toEqual({ id: 'localhost', name: 'Restora' });
    expect(options.user.name).toBe(u.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
    const device = new SoftAuthenticator(ORIGIN);
    const credential = device.create(options);
    const added = await post('/api/profile/passkeys', { name: '  Work laptop ', credential }, u.cookie);
    expect(added.status).toBe(201);
    expect(await readJson(added)).toMatchObject({ name: 'Work laptop', lastUsedAt: null, synced: false });
    const [row] = await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id));
    expect(row!.credentialId).toBe(credential.id);

    expect(await readJson(await get('/api/profile/passkeys', u.cookie))).toEqual({
      items: [expect.objectContaining({ name: 'Work laptop' })],
    });
    expect(await status(u.cookie)).toMatchObject({ enabled: false, passkeys: 1, passed: true });

    // The answer is spent: sent again, the challenge is gone.
    const again = await post('/api/profile/passkeys', { name: 'Again', credential }, u.cookie);
    expect(again.status).toBe(400);
    expect(await fieldOf(again)).toEqual({ credential: T.expired });
    // The next options exclude it, and the same passkey cannot be added twice.
    const next = await registrationOptions(u);
    expect(next.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([credential.id]);
  });

  it('refuses an answer made for another origin, another session, or no name', async () => {
    const u = await registerUser(t);
    const device = new SoftAuthenticator(ORIGIN);
    const phished = device.create(await registrationOptions(u), 'http://restora.evil.example');
    const refused = await post('/api/profile/passkeys', { name: 'Phish', credential: phished }, u.cookie);
    expect(await fieldOf(refused)).toEqual({ credential: T.failed });

    // Options given to one session are not good for another session of the same account.
    const other = await post('/api/auth/sign-in', { email: u.email, password: u.password });
    const otherCookie = cookiesFrom(other);
    const credential = device.create(await registrationOptions(u));
    const wrongSession = await post('/api/profile/passkeys', { name: 'X', credential }, otherCookie);
    expect(await fieldOf(wrongSession)).toEqual({ credential: T.expired });

    const unnamed = await post(
      '/api/profile/passkeys',
      { name: '  ', credential: device.create(await registrationOptions(u)) },
      u.cookie,
    );
    expect(await fieldOf(unnamed)).toEqual({ name: T.nameRequired });
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id))).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('without a password: any passkey of the site, which must verify its user', async () => {
    const u = await registerUser(t);
    const device = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, device);

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
    const answer = device.get(options);
    const res = await post('/api/auth/sign-in/passkey', { credential: answer });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.email).toBe(u.email);
    const cookie = cookiesFrom(res);
    expect(cookie).toContain('restora.known_device');
    expect(await status(cookie)).toMatchObject({ passed: true });
    const methods = await t.db
      .select({ method: session.secondFactorMethod })
      .from(session)
      .where(eq(session.userId, u.user.id));
    expect(methods.map((m) => m.method)).toContain('passkey');
    const [used] = await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id));
    expect(used!.lastUsedAt).not.toBeNull();
    expect(used!.counter).toBe(1);

    // An answer works once.
    const replay = await post('/api/auth/sign-in/passkey', { credential: answer });
    expect(await fieldOf(replay)).toEqual({ credential: T.expired });

    // A security key that does not verify its user is not enough without the password.
    const key = new SoftAuthenticator(ORIGIN, false);
    await addPasskey(u, key, 'Key');
    const unverified = await post('/api/auth/sign-in/passkey', {
      credential: key.get(await signInOptions()),
    });
    expect(await fieldOf(unverified)).toEqual({ credential: T.failed });
  });

  it('refuses a passkey it does not know, and a suspended account', async () => {
    const stranger = new SoftAuthenticator(ORIGIN);
    const u = await registerUser(t);
    const options = await registrationOptions(u);
    stranger.create(options); // made, never sent: the server does not know it
    const unknown = await post('/api/auth/sign-in/passkey', {
      credential: stranger.get(await signInOptions()),
    });
    expect(await fieldOf(unknown)).toEqual({ credential: T.notRecognised });

    const device = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, device);
    await t.db.update(userInfo).set({ suspendedAt: new Date() }).where(eq(userInfo.id, u.user.id));
    const suspended = await post('/api/auth/sign-in/passkey', {
      credential: device.get(await signInOptions()),
    });
    expect(suspended.status).toBe(403);
    expect(cookiesFrom(suspended)).not.toContain('session_token=');
  });

  it("as sign-in's second step: the password's account's passkeys only, and the step is spent", async () => {
    const u = await registerUser(t);
    const device = new SoftAuthenticator(ORIGIN);
    await addPasskey(u, device);
    const other = await registerUser(t);
    const otherDevice = new SoftAuthenticator(ORIGIN);
    await addPasskey(other, otherDevice);

    const first = await post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect(await readJson(first)).toEqual({
      user: null,
      secondFactorRequired: true,
      secondFactorMethods: ['passkey'],
    });
    const challenge = cookiesFrom(first);
    const options = await signInOptions(challenge);
    const [own] = await t.db.select().from(passkey).where(eq(passkey.userId, u.user.id));
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([own!.credentialId]);
    expect(options.userVerification).toBe('preferred');

    // Another account's passkey does not finish this sign-in.
    const otherOptions = await signInOptions(challenge);
    const foreign = otherDevice.get({ ...otherOptions, allowCredentials: [] });
    const refused = await post('/api/auth/sign-in/passkey', { credential: foreign }, challenge);
    expect(await fieldOf(refused)).toEqual({ credential: T.notRecognised });

    const done = await post('/api/auth/sign-in/passkey', { credential: device.get(options) }, challenge);
    expect(done.status).toBe(200);
    expect((await readJson(done)).user.id).toBe(u.user.id);
    // The password's challenge went with it: it opens no second session.
    const reused = await post(
      '/api/auth/sign-in/second-factor',
      { method: 'totp', code: '123456' },
      challenge,
    );
    expect(reused.status).toBe(401);
  });
});

describe('a step-up with a passkey, and an administrator with only a passkey', () => {
  it('lets the administrator in once the session proved it', async () => {
    const admin = await registerUser(t);
    await setUserRole({ db: t.db, email: admin.email, role: 'admin' });
    const overview = (cookie: string) => get('/api/admin/overview', cookie);
    expect((await readJson(await overview(admin.cookie))).error.code).toBe('second_factor_setup_required');
    const device = new SoftAuthenticator(ORIGIN);
    await addPasskey(admin, device);
    expect((await overview(admin.cookie)).status).toBe(200);

    // A new session with the password alone is asked for the passkey; the step-up lets it in.
    const first = await post('/api/auth/sign-in', { email: admin.email, password: admin.password });
    const second = await post(
      '/api/auth/sign-in/passkey',
      { credential: device.get(await signInOptions(cookiesFrom(first))) },
      cookiesFrom(first),
    );
    expect((await overview(cookiesFrom(second))).status).toBe(200);
    await t.db.update(session).set({ secondFactorAt: null }).where(eq(session.userId, admin.user.id));
    const cookie = cookiesFrom(second);
    expect((await readJson(await overview(cookie))).error.code).toBe('second_factor_required');

    // Sign-in options are not good for a step-up, nor another session's step-up options.
    const signInAnswer = device.get(await signInOptions());
    const wrongPurpose = await post('/api/auth/second-factor/passkey', { credential: signInAnswer }, cookie);
    expect(await fieldOf(wrongPurpose)).toEqual({ credential: T.expired });
    const optionsRes = await post('/api/auth/second-factor/passkey/options', {}, admin.cookie);
    const otherSession = device.get((await readJson(optionsRes)).options);
    const stolen = await post('/api/auth/second-factor/passkey', { credential: otherSession }, cookie);
    expect(await fieldOf(stolen)).toEqual({ credential: T.expired });

    const options = (await readJson(await post('/api/auth/second-factor/passkey/options', {}, cookie)))
      .options;
    const stepped = await post(
      '/api/auth/second-factor/passkey',
      { credential: device.get(options) },
      cookie,
    );
    expect(stepped.status).toBe(200);
    expect((await overview(cookie)).status).toBe(200);
  });
});

describe('removing a passkey', () => {
  it('needs the password, is the owner’s only, and the last one takes the second step away', async () => {
    const u = await registerUser(t);
    const device = new SoftAuthenticator(ORIGIN);
    const added = await addPasskey(u, device);
    const b = await registerUser(t);
    const remove = (id: string, password: string, cookie: string) =>
      t.request(`/api/profile/passkeys/${id}`, {
        method: 'DELETE',
        headers: { 'Content-Type': 'application/json', cookie },
        body: JSON.stringify({ password }),
      });

    // Someone else's is not found for them, even with their right password, and nothing changes.
    expect((await remove(added.id, b.password, b.cookie)).status).toBe(404);
    expect(await readJson(await get('/api/profile/passkeys', b.cookie))).toEqual({ items: [] });
    const wrong = await remove(added.id, 'not it', u.cookie);
    expect(await fieldOf(wrong)).toEqual({ password: WRONG_PASSWORD });
    expect((await status(u.cookie)).passkeys).toBe(1);

    expect((await remove(added.id, u.password, u.cookie)).status).toBe(204);
    expect(await status(u.cookie)).toMatchObject({ passkeys: 0, passed: false });
    const signIn = await post('/api/auth/sign-in', { email: u.email, password: u.password });
    expect((await readJson(signIn)).user.id).toBe(u.user.id);
    // Its answers are no longer recognised.
    const gone = await post('/api/auth/sign-in/passkey', { credential: device.get(await signInOptions()) });
    expect(await fieldOf(gone)).toEqual({ credential: T.notRecognised });
  });
});
