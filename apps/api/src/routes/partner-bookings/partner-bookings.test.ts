import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { BOOKING_OVER, CANCEL_REASON_REQUIRED } from '@restora/shared/domain/partner-bookings';
import { bookings } from '../../db/schema/bookings';
import { outbox } from '../../db/schema/mail';
import { partnerOrganisations } from '../../db/schema/partners';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { composeMail } from '../../services/mail/compose-mail';
import type { PaymentProvider, RefundRequest } from '../../services/payments/payment-provider';
import { createSimulatedProvider } from '../../services/payments/simulated-provider';
import { calendarKit } from '../../test/calendar-kit';
import { day, insertStay } from '../../test/fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The partner's bookings and their cancellation with a full refund (docs/decisions/partner-bookings.md,
// cancellation-and-refunds.md).

const sim = createSimulatedProvider({ delayMs: 0 });
const refundCalls: RefundRequest[] = [];
let refundsFail = false;
const provider: PaymentProvider = {
  name: sim.name,
  charge: (r) => sim.charge(r),
  refund: async (r) => {
    refundCalls.push(r);
    if (refundsFail) throw new Error('the provider is down');
    return sim.refund(r);
  },
};

let t: TestApp;
let kit: Awaited<ReturnType<typeof calendarKit>>;
let guest: Awaited<ReturnType<typeof registerUser>>;
let stranger: Awaited<ReturnType<typeof registerUser>>;
let partnerService: { id: number; propertyId: number };
let roomProperty: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, payments: provider });
  kit = await calendarKit(t);
  guest = await registerUser(t, { name: 'Greta Guestly' });
  stranger = await registerUser(t);
  const [service] = await t.db
    .select({ id: services.id, propertyId: services.propertyId })
    .from(services)
    .innerJoin(properties, eq(properties.id, services.propertyId))
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
    .where(eq(partnerOrganisations.name, 'Lotus Path Retreats'))
    .orderBy(asc(services.id))
    .limit(1);
  partnerService = { id: service!.id, propertyId: service!.propertyId! };
  const [room] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, kit.rooms[0]!.id));
  roomProperty = room!.propertyId;
});
beforeEach(() => {
  refundCalls.splice(0);
  refundsFail = false;
});
afterAll(() => t.close());

const post = (path: string, cookie: string, body: unknown = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });

async function bookStay(roomId: number, from: number, to: number, cookie = guest.cookie) {
  const res = await post('/api/bookings/stays', cookie, {
    roomId,
    checkIn: day(from),
    checkOut: day(to),
    guests: 1,
    card: SAMPLE_CARD,
  });
  expect(res.status).toBe(201);
  return (await readJson(res)).bookings[0] as { id: number; total: number };
}

const cancelAs = (cookie: string, id: number, reason: unknown = 'A burst pipe flooded the room') =>
  post(`/api/partner/bookings/${id}/cancel`, cookie, { reason });
const refundsOf = (bookingId: number) => t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
const listed = async (query: string, cookie = kit.partner) => {
  const res = await get(`/api/partner/bookings?${query}`, cookie);
  expect(res.status).toBe(200);
  return readJson(res);
};

describe('GET /api/partner/bookings', () => {
  it('lists the stays and services of the partner’s properties with the guest’s name and e-mail', async () => {
    const stay = await bookStay(kit.rooms[0]!.id, 20, 23);
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [{ serviceId: partnerService.id, date: day(21) }],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const serviceBooking = (await readJson(res)).bookings[0];
    const page = await listed(`when=upcoming&from=${day(20)}&to=${day(22)}`);
    const mine = page.items.filter((b: { id: number }) => [stay.id, serviceBooking.id].includes(b.id));
    expect(mine).toHaveLength(2);
    expect(mine.find((b: { id: number }) => b.id === stay.id)).toMatchObject({
      kind: 'stay',
      status: 'confirmed',
      guestName: 'Greta Guestly',
      guestEmail: guest.email,
      propertyId: roomProperty,
      roomId: kit.rooms[0]!.id,
      checkIn: day(20),
      checkOut: day(23),
      guests: 1,
      totalCents: Math.round(stay.total * 100),
      refundedCents: 0,
      canCancel: true,
    });
    expect(mine.find((b: { id: number }) => b.id === serviceBooking.id)).toMatchObject({
      kind: 'service',
      serviceId: partnerService.id,
      propertyId: partnerService.propertyId,
    });
    // The other organisation's partner sees none of them; an account in none is refused.
    const theirs = await listed(`when=upcoming&from=${day(20)}&to=${day(22)}`, kit.otherPartner);
    for (const b of theirs.items) expect([stay.id, serviceBooking.id]).not.toContain(b.id);
    expect((await get('/api/partner/bookings', guest.cookie)).status).toBe(403);
    expect((await get('/api/partner/bookings', '')).status).toBe(401);
  });

  it('splits upcoming, current and past by today (UTC) and filters by property and dates', async () => {
    const room = kit.rooms[1]!.id;
    const past = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(-9),
      checkOut: day(-6),
    });
    const current = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(-1),
      checkOut: day(2),
    });
    const upcoming = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(5),
      checkOut: day(7),
    });
    const pending = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: room,
      checkIn: day(8),
      checkOut: day(9),
    });
    await t.db.update(bookings).set({ status: 'pending' }).where(eq(bookings.id, pending));
    const [r] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, room));
    const ids = async (q: string) =>
      (await listed(`propertyId=${r!.propertyId}&${q}`)).items.map((b: { id: number }) => b.id);
    expect(await ids('when=upcoming')).toContain(upcoming);
    expect(await ids('when=upcoming')).not.toContain(current);
    expect(await ids('when=upcoming')).not.toContain(pending);
    expect(await ids('when=current')).toContain(current);
    expect(await ids('when=current')).not.toContain(upcoming);
    expect(await ids('when=past')).toContain(past);
    expect(await ids('when=past')).not.toContain(current);
    // A range keeps the bookings overlapping it.
    expect(await ids(`when=upcoming&from=${day(6)}&to=${day(6)}`)).toContain(upcoming);
    expect(await ids(`when=upcoming&from=${day(7)}&to=${day(30)}`)).not.toContain(upcoming);
    // Another property of the same partner, or one of another organisation: not these.
    expect(
      (
        await listed(
          `propertyId=${partnerService.propertyId === r!.propertyId ? 999999 : partnerService.propertyId}&when=past`,
        )
      ).items.map((b: { id: number }) => b.id),
    ).not.toContain(past);
    const [foreignRoom] = await t.db.select().from(stayRooms).where(eq(stayRooms.id, kit.foreign.id));
    expect((await listed(`propertyId=${foreignRoom!.propertyId}&when=past`)).total).toBe(0);
    const bad = await get(`/api/partner/bookings?from=${day(5)}&to=${day(1)}`, kit.partner);
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields)).toEqual(['to']);
    expect((await get('/api/partner/bookings?when=sometime', kit.partner)).status).toBe(400);
  });

  it('pages by 50 with the total, in check-in order (latest first for the past)', async () => {
    const room = kit.rooms[2]!.id;
    const made: number[] = [];
    for (let i = 0; i < 52; i++)
      made.push(
        await insertStay(t.db, {
          userId: guest.user.id,
          roomId: room,
          checkIn: day(400 + i),
          checkOut: day(401 + i),
        }),
      );
    const q = `when=upcoming&from=${day(400)}&to=${day(451)}`;
    const first = await listed(q);
    expect(first.total).toBe(52);
    expect(first.pageSize).toBe(50);
    expect(first.items.map((b: { id: number }) => b.id)).toEqual(made.slice(0, 50));
    const second = await listed(`${q}&page=2`);
    expect(second.items.map((b: { id: number }) => b.id)).toEqual(made.slice(50));
    const pastRows = [];
    for (let i = 0; i < 3; i++)
      pastRows.push(
        await insertStay(t.db, {
          userId: guest.user.id,
          roomId: room,
          checkIn: day(-300 + i),
          checkOut: day(-299 + i),
        }),
      );
    const past = await listed(`when=past&from=${day(-300)}&to=${day(-298)}`);
    expect(past.items.map((b: { id: number }) => b.id)).toEqual([...pastRows].reverse());
  });
});

describe('POST /api/partner/bookings/{id}/cancel', () => {
  it('cancels with a full refund, once, mails the guest the reason and amount, and reopens the nights', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 30, 33);
    const totalCents = Math.round(stay.total * 100);
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: stay.id,
      status: 'cancelled',
      cancelledBy: 'partner',
      cancellationReason: 'A burst pipe flooded the room',
      refundedCents: totalCents,
      refundStatus: 'succeeded',
      canCancel: false,
    });
    // A repeat (or a double click) is refused and refunds nothing more.
    expect((await cancelAs(kit.partner, stay.id)).status).toBe(422);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]).toMatchObject({
      amountCents: totalCents,
      idempotencyKey: `booking-${stay.id}-cancel`,
    });
    const recorded = await refundsOf(stay.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amountCents: totalCents,
      status: 'succeeded',
      requestedBy: 'partner',
    });
    expect(recorded[0]!.providerRef).toMatch(/^simre_/);

    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'booking.cancelled-by-partner'), eq(outbox.recipient, guest.email)));
    expect(mail!.payload).toEqual({ bookingId: stay.id });
    const composed = await composeMail(
      t.db,
      { kind: 'booking.cancelled-by-partner', to: guest.email, payload: { bookingId: stay.id } },
      { publicUrl: 'https://restora.example' },
    );
    expect(composed.text).toContain('A burst pipe flooded the room');
    expect(composed.text).toContain(`Refunded in full: ${formatUsd(totalCents)}`);

    // The same nights can be booked again at once.
    await bookStay(kit.rooms[3]!.id, 30, 33, stranger.cookie);
  });

  it('refunds each service booking its own total, not the whole payment', async () => {
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [{ serviceId: partnerService.id, date: day(44) }],
      card: SAMPLE_CARD,
    });
    const [booking] = (await readJson(res)).bookings;
    const cancelled = await readJson(await cancelAs(kit.partner, booking.id));
    expect(cancelled.refundedCents).toBe(Math.round(booking.total * 100));
    expect(cancelled.status).toBe('cancelled');
  });

  it('answers 404 for another organisation’s booking and 403 for a non-partner, changing nothing', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 50, 52);
    expect((await cancelAs(kit.otherPartner, stay.id)).status).toBe(404);
    expect((await cancelAs(kit.partner, 2_000_000_000)).status).toBe(404);
    expect((await cancelAs(guest.cookie, stay.id)).status).toBe(403);
    expect((await cancelAs('', stay.id)).status).toBe(401);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row!.status).toBe('confirmed');
    expect(await refundsOf(stay.id)).toEqual([]);
    expect(refundCalls).toEqual([]);
  });

  it('requires a reason of 3 to 500 characters', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 55, 56);
    for (const body of [{}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const res = await post(`/api/partner/bookings/${stay.id}/cancel`, kit.partner, body);
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields.reason).toBeTruthy();
    }
    expect((await readJson(await cancelAs(kit.partner, stay.id, ''))).error.fields.reason).toBe(
      CANCEL_REASON_REQUIRED,
    );
  });

  it('refuses a stay that is over with a clear 422', async () => {
    const past = await insertStay(t.db, {
      userId: guest.user.id,
      roomId: kit.rooms[3]!.id,
      checkIn: day(-5),
      checkOut: day(0),
    });
    const res = await cancelAs(kit.partner, past);
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.message).toBe(BOOKING_OVER);
  });

  it('never refunds more than was charged: a payment already refunded refuses, and nothing changes', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 60, 62);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, booking!.paymentId));
    await t.db.insert(refunds).values({
      paymentId: payment!.id,
      amountCents: payment!.amountCents - 1,
      reason: 'goodwill',
      requestedBy: 'operator',
      idempotencyKey: `test-${randomUUID()}`,
      status: 'succeeded',
    });
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(422);
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(after!.status).toBe('confirmed');
    expect(await refundsOf(stay.id)).toEqual([]);
    expect(refundCalls).toEqual([]);
  });

  it('two service bookings of one payment cancelled at once refund exactly the payment', async () => {
    const [second] = await t.db
      .select({ id: services.id })
      .from(services)
      .innerJoin(properties, eq(properties.id, services.propertyId))
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .where(eq(partnerOrganisations.name, 'Lotus Path Retreats'))
      .orderBy(asc(services.id))
      .offset(1)
      .limit(1);
    const res = await post('/api/bookings/services', guest.cookie, {
      items: [
        { serviceId: partnerService.id, date: day(70) },
        { serviceId: second!.id, date: day(71) },
      ],
      card: SAMPLE_CARD,
    });
    expect(res.status).toBe(201);
    const made = (await readJson(res)).bookings as { id: number }[];
    const answers = await Promise.all(made.map((b) => cancelAs(kit.partner, b.id)));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.bookingId,
          made.map((b) => b.id),
        ),
      );
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, made[0]!.id));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, booking!.paymentId));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(payment!.amountCents);
  });

  it('keeps the cancellation when the provider’s refund fails, with the refund marked failed for a retry', async () => {
    const stay = await bookStay(kit.rooms[3]!.id, 80, 82);
    refundsFail = true;
    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'cancelled',
      refundedCents: 0,
      refundStatus: 'failed',
    });
    const [recorded] = await refundsOf(stay.id);
    expect(recorded).toMatchObject({ status: 'failed', failureReason: 'provider_error' });
    // The nights are free all the same.
    await bookStay(kit.rooms[3]!.id, 80, 82, stranger.cookie);
  });
});

describe('a guest’s own cancellation', () => {
  it('refunds the booking in full and shows it on the answer and the dashboard', async () => {
    const stay = await bookStay(kit.rooms[4]?.id ?? kit.rooms[0]!.id, 90, 92);
    const res = await post(`/api/bookings/${stay.id}/cancel`, guest.cookie);
    expect(res.status).toBe(200);
    const totalCents = Math.round(stay.total * 100);
    expect(await readJson(res)).toMatchObject({ status: 'cancelled', refundedCents: totalCents });
    expect(refundCalls).toHaveLength(1);
    expect(await refundsOf(stay.id)).toMatchObject([
      {
        amountCents: totalCents,
        status: 'succeeded',
        requestedBy: 'guest',
        requestedByUserId: guest.user.id,
      },
    ]);
    const dashboard = await readJson(await get('/api/dashboard', guest.cookie));
    expect(dashboard.recentBookings.find((b: { id: number }) => b.id === stay.id).refundedCents).toBe(
      totalCents,
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, stay.id));
    expect(row).toMatchObject({ cancelledBy: 'guest' });
  });
});
