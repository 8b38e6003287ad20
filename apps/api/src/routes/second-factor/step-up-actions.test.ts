import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import {
  SECOND_FACTOR_TEXTS as T,
  STEP_UP_REFUND_THRESHOLD_CENTS,
} from '@restora/shared/domain/second-factor';
import { session } from '../../db/schema/auth';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { day } from '../../test/fixtures';
import { enrolSecondFactor, registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Refunds over $500 and granting the admin role ask for the second factor again when the session's last
// check is older than 10 minutes (docs/decisions/second-factors.md).

let t: TestApp;
let room: { id: number; propertyId: number; priceCents: number };
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  [room] = (await t.db
    .select({ id: stayRooms.id, propertyId: stayRooms.propertyId, priceCents: stayRooms.priceCents })
    .from(stayRooms)
    .where(eq(stayRooms.published, true))
    .orderBy(desc(stayRooms.priceCents))
    .limit(1)) as [typeof room];
});
afterAll(() => t.close());

const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
/** The session's last check, 11 minutes ago. */
const age = (userId: string) =>
  t.db
    .update(session)
    .set({ secondFactorAt: new Date(Date.now() - 11 * 60_000) })
    .where(eq(session.userId, userId));
const stepUp = (cookie: string, code: string) =>
  send('POST', '/api/auth/second-factor', cookie, { method: 'totp', code });

let nextNight = 100;
/** A paid stay of the dearest room worth more than the threshold. */
async function bigStay(cookie: string) {
  const nights = Math.ceil((STEP_UP_REFUND_THRESHOLD_CENTS + 1) / room.priceCents) + 1;
  const from = (nextNight += nights + 1);
  const res = await send('POST', '/api/bookings/stays', cookie, {
    roomId: room.id,
    checkIn: day(from),
    checkOut: day(from + nights),
    guests: 1,
    card: SAMPLE_CARD,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const booking = (await readJson(res)).bookings[0];
  expect(booking.totalCents).toBeGreaterThan(STEP_UP_REFUND_THRESHOLD_CENTS);
  return booking.id as number;
}

describe('step-up', () => {
  it('asks an administrator whose last check is old for the code before refunding more than $500', async () => {
    const admin = await registerAdmin(t);
    const guest = await registerUser(t);
    const id = await bigStay(guest.cookie);
    await age(admin.user.id);
    const refund = (amountCents: number) =>
      send('POST', `/api/admin/bookings/${id}/refund`, admin.cookie, {
        amountCents,
        reason: 'Noise',
        cancel: false,
      });

    const refused = await refund(STEP_UP_REFUND_THRESHOLD_CENTS + 100);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toEqual({ code: 'second_factor_required', message: T.stepUp });
    // Up to the threshold it goes through; the refused one left nothing behind.
    const small = await refund(STEP_UP_REFUND_THRESHOLD_CENTS);
    expect(small.status).toBe(200);
    expect((await readJson(small)).refundedCents).toBe(STEP_UP_REFUND_THRESHOLD_CENTS);

    expect((await stepUp(admin.cookie, admin.nextCode())).status).toBe(200);
    const done = await refund(100);
    expect(done.status).toBe(200);
    const big = await send(
      'POST',
      `/api/admin/bookings/${await bigStay(guest.cookie)}/refund`,
      admin.cookie,
      {
        reason: 'All of it',
        cancel: true,
      },
    );
    expect(big.status).toBe(200);
  });

  it('asks for it again before granting the admin role, not before taking it away', async () => {
    const admin = await registerAdmin(t);
    const other = await registerUser(t);
    await age(admin.user.id);
    const role = (r: string) =>
      send('PUT', `/api/admin/users/${other.user.id}/role`, admin.cookie, { role: r });
    const refused = await role('admin');
    expect((await readJson(refused)).error.code).toBe('second_factor_required');
    expect(refused.status).toBe(403);
    expect((await stepUp(admin.cookie, admin.nextCode())).status).toBe(200);
    expect((await role('admin')).status).toBe(200);
    await age(admin.user.id);
    expect((await role('guest')).status).toBe(200);
  });

  it('asks a partner with an app for the code before a cancellation that refunds more than $500', async () => {
    const partner = await registerUser(t);
    const [org] = await t.db.insert(partnerOrganisations).values({ name: 'Step-up Spa' }).returning();
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: partner.user.id });
    await t.db.update(properties).set({ organisationId: org!.id }).where(eq(properties.id, room.propertyId));
    const guest = await registerUser(t);
    const cancel = (id: number) =>
      send('POST', `/api/partner/bookings/${id}/cancel`, partner.cookie, { reason: 'Flooded spa' });

    // Without an app there is nothing to ask for: the console prompts them to set one up.
    expect((await cancel(await bigStay(guest.cookie))).status).toBe(200);
    const factor = await enrolSecondFactor(t, partner);
    await age(partner.user.id);
    const id = await bigStay(guest.cookie);
    const refused = await cancel(id);
    expect(refused.status).toBe(403);
    expect((await readJson(refused)).error).toEqual({ code: 'second_factor_required', message: T.stepUp });
    expect((await stepUp(partner.cookie, factor.nextCode())).status).toBe(200);
    const done = await cancel(id);
    expect(done.status).toBe(200);
    expect(await readJson(done)).toMatchObject({ status: 'cancelled' });
  });
});
