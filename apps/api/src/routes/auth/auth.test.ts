import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/auth';
import { outbox } from '../../db/schema/mail';
import { userInfo } from '../../db/schema/profiles';
import { settleAfterAnswer } from '../../services/jobs/after-answer';
import { enrolSecondFactor } from '../../test/second-factor-kit';
import {
  createTestApp,
  cookiesFrom,
  readJson,
  registerUser,
  signUpLinkToken,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = async (cookie: string) =>
  (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user;

describe('sign-up', () => {
  it('creates the unverified account and profile from the name, sets no cookie, and mails the link', async () => {
    const res = await t.postJson('/api/auth/sign-up', {
      name: '  Mary Ann Evans ',
      email: 'Mary@Example.com',
      password: 'middlemarch 1871',
    });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ status: 'check-email', email: 'mary@example.com' });
    expect(res.headers.getSetCookie()).toEqual([]);
    const [row] = await t.db.select().from(user).where(eq(user.email, 'mary@example.com'));
    expect(row).toMatchObject({ name: 'Mary Ann Evans', emailVerified: false });
    expect(await t.db.$count(session, eq(session.userId, row!.id))).toBe(0);

    // The link in the mail confirms the address and signs in, with an httpOnly SameSite=Lax cookie.
    const opened = await t.postJson('/api/auth/verify-email', {
      token: await signUpLinkToken(t, 'mary@example.com'),
    });
    expect(opened.status).toBe(200);
    expect((await readJson(opened)).user).toMatchObject({
      email: 'mary@example.com',
      emailVerified: true,
      firstName: 'Mary',
      lastName: 'Ann Evans',
      name: 'Mary Ann Evans',
      role: 'guest',
      phone: null,
      avatarUrl: '/api/avatars/Mary%20Ann%20Evans',
    });
    const cookie = opened.headers.getSetCookie().find((c) => c.startsWith('restora.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(await sessionOf(cookiesFrom(opened))).toMatchObject({ email: 'mary@example.com' });
  });

  it('lets an account sign in with its password before the address is confirmed', async () => {
    const email = 'early@example.com';
    await t.postJson('/api/auth/sign-up', { name: 'Early Bird', email, password: 'before the link 9' });
    const res = await t.postJson('/api/auth/sign-in', { email, password: 'before the link 9' });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user).toMatchObject({ email, emailVerified: false });
  });

  it('confirms but does not sign in an account that set up an authenticator app before opening the link', async () => {
    const person = { name: 'Careful Person', email: 'careful@example.com', password: 'two locks 2049' };
    await t.postJson('/api/auth/sign-up', person);
    const signedIn = await t.postJson('/api/auth/sign-in', {
      email: person.email,
      password: person.password,
    });
    await enrolSecondFactor(t, { cookie: cookiesFrom(signedIn), password: person.password });
    const opened = await t.postJson('/api/auth/verify-email', {
      token: await signUpLinkToken(t, person.email),
    });
    expect(opened.status).toBe(200);
    expect(await readJson(opened)).toMatchObject({ user: null, returnTo: null });
    expect(opened.headers.getSetCookie()).toEqual([]);
    const [row] = await t.db.select().from(user).where(eq(user.email, person.email));
    expect(row!.emailVerified).toBe(true);
  });

  it('keeps where the person was going in the link, and refuses a return path to another site', async () => {
    const body = { name: 'Going Places', email: 'going@example.com', password: 'off to pay 77' };
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const res = await t.postJson('/api/auth/sign-up', { ...body, returnTo });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ returnTo: 'Must be a path on this site' });
    }
    expect((await t.postJson('/api/auth/sign-up', { ...body, returnTo: '/property/8' })).status).toBe(201);
    const opened = await t.postJson('/api/auth/verify-email', {
      token: await signUpLinkToken(t, body.email),
    });
    expect(await readJson(opened)).toMatchObject({ returnTo: '/property/8', user: { email: body.email } });
  });

  it('refuses a common password and creates nothing', async () => {
    const before = await t.db.$count(user);
    const res = await t.postJson('/api/auth/sign-up', {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'Password123',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ password: 'This password is too common' });
    expect(await t.db.$count(user)).toBe(before);
  });

  it('refuses a short password with the agreed message', async () => {
    const res = await t.postJson('/api/auth/sign-up', {
      name: 'Ada',
      email: 'ada2@example.com',
      password: 'x7#kq9!',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });

  it('ignores a role in the sign-up body: every new account is a guest', async () => {
    const res = await t.postJson('/api/auth/sign-up', {
      name: 'Eve Admin',
      email: 'eve@example.com',
      password: 'not an admin 99',
      role: 'admin',
    });
    expect(res.status).toBe(201);
    const [row] = await t.db
      .select({ role: userInfo.role })
      .from(user)
      .innerJoin(userInfo, eq(userInfo.id, user.id))
      .where(eq(user.email, 'eve@example.com'));
    expect(row!.role).toBe('guest');
  });

  it('is one transaction: when the password account cannot be written, no user is left behind', async () => {
    // A trigger refuses the second write of sign-up (the credential account) for one address.
    await t.db.execute(sql`create function refuse_account() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "user" where id = new.user_id and email = 'half@example.com') then
          raise exception 'account write refused by the test';
        end if;
        return new;
      end $$`);
    await t.db.execute(sql`create trigger refuse_account before insert on account
      for each row execute function refuse_account()`);
    try {
      const res = await t.postJson('/api/auth/sign-up', {
        name: 'Half Made',
        email: 'half@example.com',
        password: 'only half of me 1',
      });
      expect(res.status).toBe(500);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await t.db.$count(user, eq(user.email, 'half@example.com'))).toBe(0);
      await settleAfterAnswer();
      expect(await t.db.$count(outbox, eq(outbox.recipient, 'half@example.com'))).toBe(0);
    } finally {
      await t.db.execute(sql`drop trigger refuse_account on account`);
      await t.db.execute(sql`drop function refuse_account()`);
    }
    // The address is free again: nothing half-made blocks it.
    const retry = await t.postJson('/api/auth/sign-up', {
      name: 'Half Made',
      email: 'half@example.com',
      password: 'only half of me 1',
    });
    expect(retry.status).toBe(201);
    expect(await signUpLinkToken(t, 'half@example.com')).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const { email, password } = await registerUser(t);
    const res = await t.postJson('/api/auth/sign-in', { email: email.toUpperCase(), password });
    expect(res.status).toBe(200);
    expect((await readJson(res)).user.email).toBe(email);
    expect(await sessionOf(cookiesFrom(res))).toMatchObject({ email });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const { email } = await registerUser(t);
    const wrongPassword = await t.postJson('/api/auth/sign-in', { email, password: 'wrong password' });
    const unknownEmail = await t.postJson('/api/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const a = await readJson(wrongPassword);
    expect(a).toEqual({ error: { code: 'unauthenticated', message: 'Invalid email or password' } });
    expect(await readJson(unknownEmail)).toEqual(a);
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
  });

  it('uses the spec messages for bad input', async () => {
    const res = await t.postJson('/api/auth/sign-in', { email: 'x', password: '123' });
    expect((await readJson(res)).error.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a cross-site request', async () => {
    const res = await t.postJson(
      '/api/auth/sign-in',
      { email: 'a@b.co', password: '123456' },
      {
        headers: { Origin: 'https://evil.example', Host: 'localhost:3000' },
      },
    );
    expect(res.status).toBe(403);
  });
});

describe('sessions', () => {
  it('has no user without a cookie, or with a made-up one', async () => {
    expect(await sessionOf('')).toBeNull();
    expect(await sessionOf('restora.session_token=forged.value')).toBeNull();
  });

  it('sign-out ends the session on the server, so the old cookie no longer works', async () => {
    const { cookie } = await registerUser(t);
    expect(await sessionOf(cookie)).not.toBeNull();
    const res = await t.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/restora\.session_token=;.*Max-Age=0/i);
    expect(await sessionOf(cookie)).toBeNull();
  });

  it('signing out without a session is harmless', async () => {
    const res = await t.request('/api/auth/sign-out', { method: 'POST' });
    expect(res.status).toBe(204);
  });

  it('extends a session that is used after its refresh age, and ends an expired one', async () => {
    const { cookie, user: u } = await registerUser(t);
    const inOneHour = sql`now() + interval '1 hour'`;
    await t.db.update(session).set({ expiresAt: inOneHour }).where(eq(session.userId, u.id));
    const res = await t.request('/api/auth/session', { headers: { cookie } });
    expect((await readJson(res)).user.id).toBe(u.id);
    const [row] = await t.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.userId, u.id));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(res.headers.getSetCookie().join()).toMatch(/restora\.session_token=/);

    await t.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(session.userId, u.id));
    expect(await sessionOf(cookie)).toBeNull();
  });
});

describe('cookies over https', () => {
  it('are Secure and carry the __Secure- prefix', async () => {
    const secure = await createTestApp({ baseURL: 'https://restora.example' });
    try {
      await secure.postJson('/api/auth/sign-up', {
        name: 'Sam Secure',
        email: 'sam@example.com',
        password: 'locked door 55',
      });
      const res = await secure.postJson('/api/auth/verify-email', {
        token: await signUpLinkToken(secure, 'sam@example.com'),
      });
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toMatch(/^__Secure-restora\.session_token=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/i);
      // The prefixed cookie is the one a request is recognised by.
      const session = await secure.request('/api/auth/session', { headers: { cookie: cookiesFrom(res) } });
      expect((await readJson(session)).user).toMatchObject({ email: 'sam@example.com', isPartner: false });
      const unprefixed = cookiesFrom(res).replace('__Secure-', '');
      const visitor = await secure.request('/api/auth/session', { headers: { cookie: unprefixed } });
      expect((await readJson(visitor)).user).toBeNull();
    } finally {
      await secure.close();
    }
  });
});
