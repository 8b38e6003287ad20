import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_SENT,
  LINK_EXPIRED,
  RESET_LINK_SENT,
  WRONG_PASSWORD,
} from '@restora/shared/domain/account-texts';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { account, session, user, verification } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { journeyPlans } from '../../db/schema/journeys';
import { outbox } from '../../db/schema/mail';
import { userInfo } from '../../db/schema/profiles';
import { orders } from '../../db/schema/shop';
import { stayRooms } from '../../db/schema/stays';
import { products } from '../../db/schema/shop';
import type { MailKind } from '../../services/mail/mail-kinds';
import { day } from '../../test/fixtures';
import {
  cookiesFrom,
  createTestApp,
  expectRateLimited,
  readJson,
  registerUser,
  type TestApp,
} from '../../test/test-app';

const PUBLIC_URL = 'https://restora.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, baseURL: PUBLIC_URL });
});
afterAll(() => t.close());

/** The messages written to the outbox for `to`, newest first. */
async function mailTo(to: string, kind?: MailKind) {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(kind ? and(eq(outbox.recipient, to), eq(outbox.kind, kind)) : eq(outbox.recipient, to))
    .orderBy(desc(outbox.id));
  return rows;
}

/** The one-time token in the newest `kind` message to `to`, checking where its link points. */
async function tokenFrom(to: string, kind: MailKind, page: string) {
  const [mail] = await mailTo(to, kind);
  expect(mail, `no ${kind} mail to ${to}`).toBeDefined();
  const url = new URL(String((mail!.payload as { url: string }).url));
  expect(`${url.origin}${url.pathname}`).toBe(`${PUBLIC_URL}${page}`);
  return url.searchParams.get('token')!;
}

const sessionOf = async (cookie: string) =>
  (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user;
const signIn = (email: string, password: string) => t.postJson('/api/auth/sign-in', { email, password });
const asUser = (cookie: string, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('forgot password and reset', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the account', async () => {
    const { email } = await registerUser(t, { name: 'Noor Haddad' });
    const known = await t.postJson('/api/auth/forgot-password', { email: email.toUpperCase() });
    const unknown = await t.postJson('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await readJson(known)).toEqual({ message: RESET_LINK_SENT });
    expect(await readJson(unknown)).toEqual({ message: RESET_LINK_SENT });
    expect(await mailTo('nobody-here@example.com')).toEqual([]);
    const [mail] = await mailTo(email, 'account.reset-password');
    expect(mail!.payload).toMatchObject({ name: 'Noor Haddad' });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');
    // The table keeps a hash, never the token itself.
    const stored = await t.db.select({ identifier: verification.identifier }).from(verification);
    expect(stored.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('sets the new password once, ends every session, and the old password no longer signs in', async () => {
    const { email, password, cookie } = await registerUser(t);
    const second = cookiesFrom(await signIn(email, password));
    await t.postJson('/api/auth/forgot-password', { email });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');

    const tooCommon = await t.postJson('/api/auth/reset-password', { token, password: 'password123' });
    expect(tooCommon.status).toBe(400);
    expect((await readJson(tooCommon)).error.fields).toEqual({ password: 'This password is too common' });

    const res = await t.postJson('/api/auth/reset-password', { token, password: 'a brand new tide 7' });
    expect(res.status).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
    expect(await sessionOf(second)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    const signedIn = await signIn(email, 'a brand new tide 7');
    expect(signedIn.status).toBe(200);
    // Opening the mailed link proved the address.
    expect((await readJson(signedIn)).user.emailVerified).toBe(true);
    expect(await mailTo(email, 'account.password-changed')).toHaveLength(1);

    const again = await t.postJson('/api/auth/reset-password', { token, password: 'yet another tide 8' });
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({
      error: { message: LINK_EXPIRED, fields: { token: LINK_EXPIRED } },
    });
  });

  it('refuses an expired link and a made-up one, and changes nothing', async () => {
    const { email, password } = await registerUser(t);
    await t.postJson('/api/auth/forgot-password', { email });
    const token = await tokenFrom(email, 'account.reset-password', '/reset-password');
    await t.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    for (const tried of [token, 'x'.repeat(43)]) {
      const res = await t.postJson('/api/auth/reset-password', {
        token: tried,
        password: 'a brand new tide 7',
      });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ token: LINK_EXPIRED });
    }
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('limits requests per address with 429, and per account silently', async () => {
    const limited = await createTestApp({
      rateLimits: {
        accountMailIp: { max: 3, windowSeconds: 3600 },
        accountMailAccount: { max: 2, windowSeconds: 3600 },
      },
    });
    try {
      const { email } = await registerUser(limited);
      const ask = (ip: string) =>
        limited.postJson('/api/auth/forgot-password', { email }, { headers: { 'x-forwarded-for': ip } });
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
        expect((await ask(ip)).status).toBe(200);
      const resets = await limited.db.select().from(outbox).where(eq(outbox.kind, 'account.reset-password'));
      expect(resets).toHaveLength(2);
      for (let i = 0; i < 3; i++) expect((await ask('203.0.113.9')).status).toBe(200);
      await expectRateLimited(
        await ask('203.0.113.9'),
        { windowSeconds: 3600 },
        'Too many attempts. Please wait and try again.',
      );
    } finally {
      await limited.close();
    }
  });

  it('refuses a malformed address with the field message', async () => {
    const res = await t.postJson('/api/auth/forgot-password', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.email).toBe('Please enter a valid email address');
  });
});

describe('e-mail verification', () => {
  it('mails a link at registration; opening it once marks the address verified', async () => {
    const { email, cookie } = await registerUser(t, { name: 'Ines Duarte' });
    expect((await sessionOf(cookie)).emailVerified).toBe(false);
    const [mail] = await mailTo(email, 'account.verify-email');
    expect(mail!.payload).toMatchObject({ name: 'Ines Duarte' });
    const token = await tokenFrom(email, 'account.verify-email', '/verify-email');
    expect((await t.postJson('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await sessionOf(cookie)).emailVerified).toBe(true);
    expect((await t.postJson('/api/auth/verify-email', { token })).status).toBe(400);
    const resend = await asUser(cookie, 'POST', '/api/profile/verification-email');
    expect(resend.status).toBe(409);
  });

  it('sends a new link on request, which works while the first one was never opened', async () => {
    const { email, cookie } = await registerUser(t);
    const res = await asUser(cookie, 'POST', '/api/profile/verification-email');
    expect(res.status).toBe(200);
    expect(await mailTo(email, 'account.verify-email')).toHaveLength(2);
    const token = await tokenFrom(email, 'account.verify-email', '/verify-email');
    expect((await t.postJson('/api/auth/verify-email', { token })).status).toBe(200);
    expect((await sessionOf(cookie)).emailVerified).toBe(true);
  });
});

describe('change password', () => {
  it('needs the current password, keeps this session, ends the others and sends a notice', async () => {
    const { email, password, cookie } = await registerUser(t);
    const other = cookiesFrom(await signIn(email, password));
    const wrong = await asUser(cookie, 'POST', '/api/profile/password', {
      currentPassword: 'not my password',
      newPassword: 'quiet harbour 19',
    });
    expect(wrong.status).toBe(400);
    expect((await readJson(wrong)).error.fields).toEqual({ currentPassword: WRONG_PASSWORD });

    const short = await asUser(cookie, 'POST', '/api/profile/password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.status).toBe(400);
    expect((await readJson(short)).error.fields.newPassword).toBe('Password must be at least 8 characters');

    const res = await asUser(cookie, 'POST', '/api/profile/password', {
      currentPassword: password,
      newPassword: 'quiet harbour 19',
    });
    expect(res.status).toBe(200);
    const renewed = cookiesFrom(res);
    expect(await sessionOf(renewed)).toMatchObject({ email });
    expect(await sessionOf(other)).toBeNull();
    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'quiet harbour 19')).status).toBe(200);
    expect(await mailTo(email, 'account.password-changed')).toHaveLength(1);
  });
});

describe('change e-mail', () => {
  it('moves the account only when the link mailed to the new address is opened, and tells the old one', async () => {
    const { email, password, cookie } = await registerUser(t, { name: 'Lea Brandt' });
    const newEmail = `lea-${Date.now()}@example.org`;
    const taken = (await registerUser(t)).email;

    const checks: [unknown, number, Record<string, string>][] = [
      [{ newEmail, password: 'wrong one' }, 400, { password: WRONG_PASSWORD }],
      [{ newEmail: email, password }, 400, { newEmail: 'This is already your e-mail address' }],
      [{ newEmail: taken, password }, 409, { newEmail: 'An account with this email already exists.' }],
      [{ newEmail: 'nope', password }, 400, { newEmail: 'Please enter a valid email address' }],
    ];
    for (const [body, status, fields] of checks) {
      const res = await asUser(cookie, 'POST', '/api/profile/email', body);
      expect(res.status).toBe(status);
      expect((await readJson(res)).error.fields).toEqual(fields);
    }
    expect(await mailTo(newEmail)).toEqual([]);

    const res = await asUser(cookie, 'POST', '/api/profile/email', { newEmail, password });
    expect(await readJson(res)).toEqual({ message: EMAIL_CHANGE_SENT });
    expect((await sessionOf(cookie)).email).toBe(email);
    const [mail] = await mailTo(newEmail, 'account.change-email');
    expect(mail!.payload).toMatchObject({ name: 'Lea Brandt', newEmail });
    const token = await tokenFrom(newEmail, 'account.change-email', '/confirm-email');

    expect((await t.postJson('/api/auth/confirm-email-change', { token })).status).toBe(200);
    expect(await sessionOf(cookie)).toMatchObject({ email: newEmail, emailVerified: true });
    const [notice] = await mailTo(email, 'account.email-changed');
    expect(notice!.payload).toMatchObject({ newEmail });
    expect((await signIn(newEmail, password)).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
    expect((await t.postJson('/api/auth/confirm-email-change', { token })).status).toBe(400);
  });

  it('refuses the link when someone registered the address in the meantime', async () => {
    const { password, cookie, email } = await registerUser(t);
    const newEmail = `race-${Date.now()}@example.org`;
    await asUser(cookie, 'POST', '/api/profile/email', { newEmail, password });
    const token = await tokenFrom(newEmail, 'account.change-email', '/confirm-email');
    await registerUser(t, { email: newEmail });
    const res = await t.postJson('/api/auth/confirm-email-change', { token });
    expect(res.status).toBe(409);
    expect((await sessionOf(cookie)).email).toBe(email);
  });
});

describe('download my data', () => {
  it("holds the person's profile, bookings, orders, plans and reviews, and nobody else's", async () => {
    const me = await registerUser(t, { name: 'Sami Export' });
    const someone = await registerUser(t, { name: 'Other Person' });
    const [room] = await t.db.select({ id: stayRooms.id }).from(stayRooms).limit(1);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'in_stock'))
      .limit(1);
    const pay = { 'idempotency-key': crypto.randomUUID() };
    for (const who of [me, someone]) {
      const booked = await t.postJson(
        '/api/bookings/stays',
        {
          roomId: room!.id,
          checkIn: day(who === me ? 30 : 40),
          checkOut: day(who === me ? 32 : 42),
          guests: 1,
          card: SAMPLE_CARD,
        },
        { headers: { cookie: who.cookie, ...pay, 'idempotency-key': crypto.randomUUID() } },
      );
      expect(booked.status).toBe(201);
    }
    await asUser(me.cookie, 'POST', '/api/cart/items', { productId: product!.id });
    const ordered = await t.postJson(
      '/api/orders',
      {
        shippingAddress: {
          name: 'Sami Export',
          line1: 'Rua Nova 5',
          city: 'Porto',
          postalCode: '4000-001',
          country: 'Portugal',
        },
        card: SAMPLE_CARD,
      },
      { headers: { cookie: me.cookie, 'idempotency-key': crypto.randomUUID() } },
    );
    expect(ordered.status).toBe(201);
    await asUser(me.cookie, 'POST', '/api/journey/plans', { name: 'Sami spring plan' });

    const res = await asUser(me.cookie, 'GET', '/api/profile/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="restora-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = await readJson(res);
    expect(data.profile).toMatchObject({ email: me.email, name: 'Sami Export' });
    expect(data.bookings).toHaveLength(1);
    expect(data.bookings[0]).toMatchObject({ checkIn: day(30), status: 'confirmed' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].shippingAddress.line1).toBe('Rua Nova 5');
    expect(data.journeyPlans.map((p: { name: string }) => p.name)).toEqual(['Sami spring plan']);
    expect(data.reviews).toEqual([]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(someone.email);
    expect(text).not.toContain('Other Person');
  });
});

describe('delete account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { cookie, email } = await registerUser(t);
    const res = await asUser(cookie, 'DELETE', '/api/profile', { password: 'not it at all' });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ password: WRONG_PASSWORD });
    expect(await sessionOf(cookie)).toMatchObject({ email });
  });

  it('removes the person, keeps the records, signs out everywhere and sends a last message', async () => {
    const me = await registerUser(t, { name: 'Dana Gone' });
    const other = cookiesFrom(await signIn(me.email, me.password));
    const [room] = await t.db.select({ id: stayRooms.id }).from(stayRooms).limit(1);
    const booked = await t.postJson(
      '/api/bookings/stays',
      { roomId: room!.id, checkIn: day(60), checkOut: day(62), guests: 1, card: SAMPLE_CARD },
      { headers: { cookie: me.cookie, 'idempotency-key': crypto.randomUUID() } },
    );
    expect(booked.status).toBe(201);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.status, 'in_stock'))
      .limit(1);
    await asUser(me.cookie, 'POST', '/api/cart/items', { productId: product!.id });
    const ordered = await t.postJson(
      '/api/orders',
      {
        shippingAddress: {
          name: 'Dana Gone',
          line1: 'Secret Street 9',
          city: 'Lisbon',
          postalCode: '1100-001',
          country: 'Portugal',
        },
        card: SAMPLE_CARD,
      },
      { headers: { cookie: me.cookie, 'idempotency-key': crypto.randomUUID() } },
    );
    const orderId = (await readJson(ordered)).id as number;
    await asUser(me.cookie, 'POST', '/api/journey/plans', { name: 'Dana plan' });
    await asUser(me.cookie, 'PATCH', '/api/profile', { phone: '+351 912 345 678' });

    const res = await asUser(me.cookie, 'DELETE', '/api/profile', { password: me.password });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join(';')).toMatch(/restora\.session_token=;/);
    expect(await sessionOf(me.cookie)).toBeNull();
    expect(await sessionOf(other)).toBeNull();
    expect((await signIn(me.email, me.password)).status).toBe(401);
    // Nothing left to recover the account with.
    await t.postJson('/api/auth/forgot-password', { email: me.email });
    expect(await mailTo(me.email, 'account.reset-password')).toEqual([]);

    const userId = me.user.id as string;
    const [row] = await t.db.select().from(user).where(eq(user.id, userId));
    expect(row).toMatchObject({ name: '', email: `deleted-${userId}@deleted.invalid` });
    const [profile] = await t.db.select().from(userInfo).where(eq(userInfo.id, userId));
    expect(profile).toMatchObject({ firstName: null, lastName: null, phone: null });
    expect(profile!.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(account).where(eq(account.userId, userId))).toEqual([]);
    expect(await t.db.select().from(session).where(eq(session.userId, userId))).toEqual([]);
    expect(await t.db.select().from(journeyPlans).where(eq(journeyPlans.userId, userId))).toEqual([]);
    expect(await t.db.select().from(bookings).where(eq(bookings.userId, userId))).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.shippingAddress).toMatchObject({ name: 'Deleted account', line1: '', city: 'Lisbon' });
    expect(JSON.stringify(order)).not.toContain('Secret Street');

    const [goodbye] = await mailTo(me.email, 'account.deleted');
    expect(goodbye!.payload).toEqual({ name: 'Dana Gone' });
    // The address is free for a new account.
    expect(
      (await t.postJson('/api/auth/sign-up', { name: 'Dana Again', email: me.email, password: me.password }))
        .status,
    ).toBe(201);
  });
});
