import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_SENT, WRONG_PASSWORD } from '@restora/shared/domain/account-texts';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { account, session, user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { journeyPlans } from '../../db/schema/journeys';
import { userInfo } from '../../db/schema/profiles';
import { orders, products } from '../../db/schema/shop';
import { stayRooms } from '../../db/schema/stays';
import { accountKit } from '../../test/account-kit';
import { day } from '../../test/fixtures';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Control of one's own account: password, address, my data, deletion (docs/decisions/account-recovery.md).

const PUBLIC_URL = 'https://restora.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, baseURL: PUBLIC_URL });
});
afterAll(() => t.close());

const { mailTo, tokenFrom, sessionOf, signIn, asUser } = accountKit(() => t, PUBLIC_URL);

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

    // An address with an account of its own is answered like a free one (routes/auth/no-enumeration.test.ts).
    const checks: [unknown, number, Record<string, string>][] = [
      [{ newEmail, password: 'wrong one' }, 400, { password: WRONG_PASSWORD }],
      [{ newEmail: email, password }, 400, { newEmail: 'This is already your e-mail address' }],
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
    expect(data.signIn).toEqual({ authenticatorApp: false, passkeys: [] });
    expect(data.partnerOrganisations).toEqual([]);
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
    const again = await registerUser(t, { name: 'Dana Again', email: me.email, password: me.password });
    expect(again.user).toMatchObject({ email: me.email, name: 'Dana Again' });
    expect(again.user.id).not.toBe(userId);
  });
});
