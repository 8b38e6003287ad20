import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import { auditEvents } from '../../db/schema/audit';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';
import { roomNights } from '../../db/schema/room-calendar';
import { day } from '../../test/fixtures';
import { jobs } from '../../db/schema/jobs';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { retreatBookings, retreats, retreatWaitlist } from '../../db/schema/retreats';
import { createLogger } from '../../logger';
import { createJobRunner } from '../../services/jobs/job-runner';
import { retreatJobs, CANCEL_PLACE_QUEUE } from '../../workers/retreat-jobs';
import { bookPlace, insertProperty, insertRetreat, optionRow, placeRow } from '../../test/retreat-kit';
import { registerAdmin } from '../../test/second-factor-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// The operator's retreats (docs/decisions/retreats-back-office.md): the lists and their filters, the
// failed balances to follow up, refunds that add up to the cent and never exceed what was paid, a place
// and a whole retreat cancelled, each write audited, and the overview agreeing with the payments table.

const provider = createSimulatedProvider({ delayMs: 0 });
type User = Awaited<ReturnType<typeof registerUser>>;
let t: TestApp;
let admin: User;
let guest: User;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  admin = await registerAdmin(t, { name: 'Ada Admin' });
  guest = await registerUser(t, { name: 'Rhea Retreatgoer' });
  propertyId = await insertProperty(t.db, 'Lotus Admin House');
}, 60_000);
afterAll(() => t.close());

const get = async (path: string, cookie = admin.cookie) => {
  const res = await t.request(path, { headers: { cookie } });
  expect(res.status, path).toBe(200);
  return readJson(res);
};
const post = (path: string, body: unknown, cookie = admin.cookie) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
const refund = (placeId: number, body: unknown, cookie = admin.cookie) =>
  post(`/api/admin/retreat-bookings/${placeId}/refund`, body, cookie);

/** A confirmed place of `people` on the option, its deposit paid (25 % of $2,000 a person). */
async function place(retreatId: number, optionId: number, people = 1, who = guest) {
  const res = await bookPlace(t, who.cookie, retreatId, { optionId, people });
  expect(res.status).toBe(201);
  return (await readJson(res)) as { id: number; depositCents: number; balanceCents: number };
}

/** The guest pays the balance early with the kept card. */
async function payBalance(placeId: number, who = guest) {
  const res = await t.request(`/api/retreat-bookings/${placeId}/balance`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: '{}',
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const refundsOf = (placeId: number) =>
  t.db.select().from(refunds).where(eq(refunds.retreatBookingId, placeId)).orderBy(asc(refunds.id));
const sumOf = (rows: { amountCents: number }[]) => rows.reduce((s, r) => s + r.amountCents, 0);
const auditOf = (type: string, id: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.objectType, type), eq(auditEvents.objectId, String(id))))
    .orderBy(asc(auditEvents.id));

describe('GET /api/admin/retreats', () => {
  it('lists retreats newest start first with spots, places and money taken, searched and filtered', async () => {
    const early = await insertRetreat(t.db, { propertyId, startInDays: 100, title: 'Listing dawn retreat' });
    const late = await insertRetreat(t.db, { propertyId, startInDays: 140, title: 'Listing dusk retreat' });
    await insertRetreat(t.db, {
      propertyId,
      startInDays: 120,
      status: 'draft',
      title: 'Listing draft retreat',
    });
    const a = await place(early.retreatId, early.optionIds[0]!, 2);
    await place(early.retreatId, early.optionIds[0]!, 1);
    await payBalance(a.id);

    const page = await get('/api/admin/retreats?search=listing');
    expect(page.items.map((r: { title: string }) => r.title)).toEqual([
      'Listing dusk retreat',
      'Listing draft retreat',
      'Listing dawn retreat',
    ]);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    const dawn = page.items.find((r: { id: number }) => r.id === early.retreatId);
    expect(dawn).toMatchObject({
      propertyName: 'Lotus Admin House',
      status: 'published',
      spotsTotal: 10,
      spotsTaken: 3,
      places: 2,
      confirmedPlaces: 2,
      // Two people paid in full ($4,000) and one person's deposit ($500).
      moneyTakenCents: 400_000 + 50_000,
    });
    const [paid] = await t.db
      .select({ cents: sql<number>`sum(${payments.amountCents})::int` })
      .from(payments)
      .where(and(eq(payments.userId, guest.user.id), eq(payments.status, 'succeeded')));
    expect(dawn.moneyTakenCents).toBe(Number(paid!.cents));

    const drafts = await get('/api/admin/retreats?search=listing&status=draft');
    expect(drafts.items.map((r: { title: string }) => r.title)).toEqual(['Listing draft retreat']);
    expect((await get('/api/admin/retreats?search=lotus admin')).total).toBeGreaterThanOrEqual(3);
    expect((await get(`/api/admin/retreats?search=dusk`)).items[0].id).toBe(late.retreatId);
    const bad = await t.request('/api/admin/retreats?status=open', { headers: { cookie: admin.cookie } });
    expect(bad.status).toBe(400);
  });

  it('is for administrators only', async () => {
    expect((await t.request('/api/admin/retreats')).status).toBe(401);
    expect((await t.request('/api/admin/retreats', { headers: { cookie: guest.cookie } })).status).toBe(403);
    expect((await refund(1, { amountCents: 'rest', cancel: true, reason: 'x' }, guest.cookie)).status).toBe(
      403,
    );
    expect((await post('/api/admin/retreats/1/cancel', { reason: 'x' }, guest.cookie)).status).toBe(403);
  });
});

describe('GET /api/admin/retreat-bookings', () => {
  it("lists a retreat's places with their payment history, and the failed balances to follow up", async () => {
    const r = await insertRetreat(t.db, { propertyId, title: 'History retreat' });
    const paidUp = await place(r.retreatId, r.optionIds[0]!);
    const failing = await place(r.retreatId, r.optionIds[0]!);
    await payBalance(paidUp.id);
    await t.db
      .update(retreatBookings)
      .set({ balanceStatus: 'failed', balanceAttempts: 1 })
      .where(eq(retreatBookings.id, failing.id));

    const ofRetreat = await get(`/api/admin/retreat-bookings?retreatId=${r.retreatId}`);
    expect(ofRetreat.total).toBe(2);
    const shown = ofRetreat.items.find((p: { id: number }) => p.id === paidUp.id);
    expect(shown).toMatchObject({
      guestName: 'Rhea Retreatgoer',
      guestEmail: guest.email,
      retreatTitle: 'History retreat',
      optionName: 'Option 1',
      people: 1,
      status: 'confirmed',
      totalCents: 200_000,
      depositCents: 50_000,
      balanceCents: 150_000,
      balanceStatus: 'paid',
      paidCents: 200_000,
      refundedCents: 0,
      refundableCents: 200_000,
    });
    expect(shown.payments.map((p: { kind: string; amountCents: number; status: string }) => p)).toMatchObject(
      [
        { kind: 'deposit', amountCents: 50_000, status: 'succeeded' },
        { kind: 'balance', amountCents: 150_000, status: 'succeeded' },
      ],
    );

    const failed = await get('/api/admin/retreat-bookings?balance=failed');
    expect(failed.items.map((p: { id: number }) => p.id)).toEqual([failing.id]);
    expect(failed.items[0]).toMatchObject({ balanceStatus: 'failed', balanceAttempts: 1, paidCents: 50_000 });
    const searched = await get(`/api/admin/retreat-bookings?search=${encodeURIComponent(guest.email)}`);
    expect(searched.items.map((p: { id: number }) => p.id)).toContain(failing.id);
    expect((await get('/api/admin/retreat-bookings?search=nobody-like-this')).total).toBe(0);
  });
});

describe('POST /api/admin/retreat-bookings/{id}/refund', () => {
  it('refunds part without cancelling, balance first, to the cent and never beyond what was paid', async () => {
    const r = await insertRetreat(t.db, { propertyId, title: 'Partial refund retreat' });
    const p = await place(r.retreatId, r.optionIds[0]!);
    await payBalance(p.id);

    const first = await refund(p.id, { amountCents: 160_000, cancel: false, reason: 'Room change' });
    expect(first.status, await first.clone().text()).toBe(200);
    const body = await readJson(first);
    expect(body).toMatchObject({ status: 'confirmed', refundedCents: 160_000, refundableCents: 40_000 });
    const given = await refundsOf(p.id);
    const row = await placeRow(t.db, p.id);
    expect(given.map((g) => [g.paymentId, g.amountCents, g.status])).toEqual([
      [row.balancePaymentId, 150_000, 'succeeded'],
      [row.depositPaymentId, 10_000, 'succeeded'],
    ]);

    const tooMuch = await refund(p.id, { amountCents: 40_001, cancel: false, reason: 'More' });
    expect(tooMuch.status).toBe(409);
    expect((await readJson(tooMuch)).error.message).toBe('At most $400 is left to refund.');
    expect(await refund(p.id, { amountCents: 'rest', cancel: false, reason: 'The rest' })).toHaveProperty(
      'status',
      200,
    );
    expect(sumOf(await refundsOf(p.id))).toBe(200_000);
    const nothing = await refund(p.id, { amountCents: 1, cancel: false, reason: 'Again' });
    expect(nothing.status).toBe(409);
    expect((await placeRow(t.db, p.id)).status).toBe('confirmed');

    const audit = await auditOf('retreat_booking', p.id);
    expect(audit.map((a) => a.action)).toEqual(['retreat_booking.refund', 'retreat_booking.refund']);
    expect(audit[0]).toMatchObject({ actorUserId: admin.user.id, actorRole: 'operator' });
  });

  it('cancels a place with all it paid, or with part of it, and frees its spots', async () => {
    const r = await insertRetreat(t.db, { propertyId, title: 'Cancel place retreat' });
    const all = await place(r.retreatId, r.optionIds[0]!, 2);
    const part = await place(r.retreatId, r.optionIds[0]!, 1);
    expect((await optionRow(t.db, r.optionIds[0]!)).taken).toBe(3);

    const res = await refund(all.id, { amountCents: 'rest', cancel: true, reason: 'Guest is ill' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'cancelled',
      refundedCents: 100_000,
      refundableCents: 0,
    });
    expect(sumOf(await refundsOf(all.id))).toBe(100_000);

    const some = await refund(part.id, { amountCents: 12_345, cancel: true, reason: 'Goodwill' });
    expect(some.status).toBe(200);
    expect(await readJson(some)).toMatchObject({ status: 'cancelled', refundedCents: 12_345 });
    expect((await optionRow(t.db, r.optionIds[0]!)).taken).toBe(0);
    expect((await placeRow(t.db, part.id)).cancelledBy).toBe('operator');

    const again = await refund(part.id, { amountCents: 'rest', cancel: true, reason: 'Twice' });
    expect(again.status).toBe(409);
    const over = await refund(part.id, { amountCents: 50_000, cancel: false, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect((await auditOf('retreat_booking', all.id)).map((a) => a.action)).toEqual([
      'retreat_booking.cancel',
    ]);
    const missing = await refund(999_999, { amountCents: 'rest', cancel: true, reason: 'None' });
    expect(missing.status).toBe(404);
    const noReason = await refund(part.id, { amountCents: 'rest', cancel: false, reason: '' });
    expect(noReason.status).toBe(400);
  });
});

describe('POST /api/admin/retreats/{id}/cancel', () => {
  it('cancels the retreat, queues one job per place, and the jobs refund each place in full', async () => {
    const r = await insertRetreat(t.db, { propertyId, title: 'Cancelled by the operator' });
    const other = await registerUser(t, { name: 'Otto Other' });
    const places = [
      await place(r.retreatId, r.optionIds[0]!, 2),
      await place(r.retreatId, r.optionIds[0]!, 1, other),
      await place(r.retreatId, r.optionIds[0]!, 1),
    ];
    await payBalance(places[2]!.id);
    const waiting = await registerUser(t, { name: 'Wanda Waiting' });
    await t.db
      .insert(retreatWaitlist)
      .values({ retreatId: r.retreatId, optionId: r.optionIds[0]!, userId: waiting.user.id, people: 1 });

    // The option holds a room of the property for the program's nights, beside a stay of someone else.
    const [room] = await t.db
      .insert(stayRooms)
      .values({ propertyId, title: 'Retreat room', description: 'A room.', priceCents: 9_000, maxGuests: 2 })
      .returning();
    const [retreatRow] = await t.db.select().from(retreats).where(eq(retreats.id, r.retreatId));
    await t.db.insert(roomNights).values({
      roomId: room!.id,
      kind: 'retreat',
      checkIn: retreatRow!.startDate,
      checkOut: retreatRow!.endDate,
      retreatOptionId: r.optionIds[0]!,
    });
    await t.db
      .insert(roomNights)
      .values({ roomId: room!.id, kind: 'block', checkIn: day(400), checkOut: day(401), note: 'Painting' });

    const res = await post(`/api/admin/retreats/${r.retreatId}/cancel`, { reason: 'The teacher is ill' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await readJson(res)).toEqual({ id: r.retreatId, status: 'cancelled', placesQueued: 3 });
    const [retreat] = await t.db.select().from(retreats).where(eq(retreats.id, r.retreatId));
    expect(retreat).toMatchObject({ status: 'cancelled', cancellationReason: 'The teacher is ill' });
    const queued = await t.db.select().from(jobs).where(eq(jobs.queue, CANCEL_PLACE_QUEUE));
    expect(queued.map((j) => (j.payload as { bookingId: number }).bookingId).sort()).toEqual(
      places.map((p) => p.id).sort(),
    );
    expect(queued[0]!.payload).toMatchObject({ by: 'operator', refund: 'all', reason: 'The teacher is ill' });
    expect((await auditOf('retreat', r.retreatId)).map((a) => a.action)).toEqual(['retreat.cancel']);
    const nights = await t.db.select().from(roomNights).where(eq(roomNights.roomId, room!.id));
    expect(nights.map((n) => n.kind)).toEqual(['block']);
    const [entry] = await t.db
      .select()
      .from(retreatWaitlist)
      .where(eq(retreatWaitlist.userId, waiting.user.id));
    expect(entry!.status).toBe('expired');
    expect((await post(`/api/admin/retreats/${r.retreatId}/cancel`, { reason: 'Again' })).status).toBe(409);

    const runner = createJobRunner({
      db: t.db,
      logger: createLogger('silent'),
      definitions: retreatJobs({
        db: t.db,
        logger: createLogger('silent'),
        events: t.events,
        provider,
      }).filter((d) => d.queue === CANCEL_PLACE_QUEUE),
    });
    await runner.drain();
    await runner.drain();
    const expected = [100_000, 50_000, 200_000];
    for (const [i, p] of places.entries()) {
      expect((await placeRow(t.db, p.id)).status).toBe('cancelled');
      const given = await refundsOf(p.id);
      expect(given.every((g) => g.status === 'succeeded')).toBe(true);
      expect(sumOf(given)).toBe(expected[i]);
    }
    const listed = await get(`/api/admin/retreats?search=${encodeURIComponent('Cancelled by the operator')}`);
    expect(listed.items[0]).toMatchObject({ status: 'cancelled', moneyTakenCents: 0, spotsTaken: 0 });
  });
});

describe('partner earnings count retreats', () => {
  it("shows deposits, balances and refunds by the month of the program's start, as the payments table has them", async () => {
    const [org] = await t.db
      .insert(partnerOrganisations)
      .values({ name: 'Earnings Retreats Co' })
      .returning();
    const partner = await registerUser(t, { name: 'Pia Partner' });
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: partner.user.id });
    const mine = await insertProperty(t.db, 'Earnings Retreat House');
    await t.db.update(properties).set({ organisationId: org!.id }).where(eq(properties.id, mine));
    const r = await insertRetreat(t.db, { propertyId: mine, startInDays: 120, title: 'Earnings retreat' });
    const paidUp = await place(r.retreatId, r.optionIds[0]!, 2);
    await payBalance(paidUp.id);
    const depositOnly = await place(r.retreatId, r.optionIds[0]!, 1);
    expect(
      (await refund(depositOnly.id, { amountCents: 1_234, cancel: false, reason: 'Goodwill' })).status,
    ).toBe(200);
    const [retreat] = await t.db.select().from(retreats).where(eq(retreats.id, r.retreatId));
    const [year, month] = retreat!.startDate.split('-').map(Number) as [number, number];

    const earnings = await get(`/api/partner/earnings?year=${year}`, partner.cookie);
    const ids = [paidUp.id, depositOnly.id];
    const [table] = await t.db
      .select({
        deposit: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.purpose} = 'retreat'), 0)::int`,
        balance: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.purpose} = 'retreat_balance'), 0)::int`,
      })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'succeeded'),
          sql`${payments.id} in (select unnest(array[${retreatBookings.depositPaymentId}, ${retreatBookings.balancePaymentId}]) from ${retreatBookings} where ${retreatBookings.id} in (${sql.join(ids, sql`, `)}))`,
        ),
      );
    const given = sumOf((await refundsOf(paidUp.id)).concat(await refundsOf(depositOnly.id)));
    const expected = {
      depositCents: Number(table!.deposit),
      balanceCents: Number(table!.balance),
      refundedCents: given,
      netCents: Number(table!.deposit) + Number(table!.balance) - given,
      places: 2,
    };
    expect(expected).toMatchObject({ depositCents: 150_000, balanceCents: 300_000, refundedCents: 1_234 });
    expect(earnings.retreats.months[month - 1]).toEqual({
      month: `${year}-${String(month).padStart(2, '0')}`,
      ...expected,
    });
    expect(earnings.retreats.totals).toEqual(expected);
    // The bookings' figures stand apart: no stay was booked here.
    expect(earnings.totals.grossCents).toBe(0);
  });
});

describe('the overview counts retreat money', () => {
  it("agrees with the payments and refunds tables, retreats' deposits, balances and refunds included", async () => {
    const overview = await get('/api/admin/overview');
    const [paid] = await t.db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(eq(payments.status, 'succeeded'));
    const [given] = await t.db
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.status, 'succeeded'));
    const [retreatPaid] = await t.db
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(
        and(eq(payments.status, 'succeeded'), sql`${payments.purpose} in ('retreat', 'retreat_balance')`),
      );
    // Every payment of this database is a retreat's, so the overview's revenue is retreat revenue.
    expect(Number(retreatPaid!.cents)).toBe(Number(paid!.cents));
    expect(Number(paid!.cents)).toBeGreaterThan(0);
    expect(overview.today.revenueCents).toBe(Number(paid!.cents));
    expect(overview.today.refundsCents).toBe(Number(given!.cents));
  });
});
