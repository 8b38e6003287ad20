import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../../db/schema/auth';
import { createTestApp, cookiesFrom, readJson, registerUser, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessionOf = async (cookie: string) =>
  (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user;

describe('sign-up', () => {
  it('creates the account and profile from the name, signs in, and sets an httpOnly SameSite=Lax cookie', async () => {
    const res = await t.postJson('/api/auth/sign-up', {
      name: '  Mary Ann Evans ',
      email: 'Mary@Example.com',
      password: 'middlemarch 1871',
    });
    expect(res.status).toBe(201);
    const { user: created } = await readJson(res);
    expect(created).toMatchObject({
      email: 'mary@example.com',
      firstName: 'Mary',
      lastName: 'Ann Evans',
      name: 'Mary Ann Evans',
      role: 'guest',
      phone: null,
      avatarUrl: '/api/avatars/Mary%20Ann%20Evans',
    });
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^restora\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(await sessionOf(cookiesFrom(res))).toMatchObject({ email: 'mary@example.com' });
  });

  it('refuses a registered e-mail with a message on the e-mail field', async () => {
    const { email } = await registerUser(t);
    const res = await t.postJson('/api/auth/sign-up', {
      name: 'Someone Else',
      email,
      password: 'another long one',
    });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.fields.email).toMatch(/already exists/);
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
    expect((await readJson(res)).user.role).toBe('guest');
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
      const res = await secure.postJson('/api/auth/sign-up', {
        name: 'Sam Secure',
        email: 'sam@example.com',
        password: 'locked door 55',
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
