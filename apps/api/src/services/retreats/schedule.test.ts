import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINES_LATER_CARD_NUMBER } from '@restora/shared/domain/card';
import { payments } from '../../db/schema/payments';
import { refunds } from '../../db/schema/refunds';
import { retreatBookings, retreatWaitlist } from '../../db/schema/retreats';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import type { PaymentProvider, SavedCardChargeRequest } from '../../adapters/payment-provider';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';
import { day } from '../../test/fixtures';
import {
  bookPlace,
  daysFromNow,
  insertProperty,
  insertRetreat,
  mailKindsTo,
  optionRow,
  placeRow,
} from '../../test/retreat-kit';
import { runRetreatSchedule } from './schedule';

// The retreat schedule on a clock the test moves (docs/decisions/retreats.md, "The schedule"): the
// reminder, the balance on its day and never before, retries, cancellation for non-payment, and the
// waitlist's offers and their expiry. Money adds up at every step.

const sim = createSimulatedProvider({ delayMs: 0 });
const savedCharges: SavedCardChargeRequest[] = [];
const provider: PaymentProvider = {
  ...sim,
  chargeSavedCard: (request) => {
    savedCharges.push(request);
    return sim.chargeSavedCard(request);
  },
};

let t: TestApp;
let propertyId: number;
const deps = () => ({ db: t.db, provider, events: t.events });

beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  propertyId = await insertProperty(t.db);
});
afterAll(() => t.close());

async function book(startInDays: number, card: Record<string, string> = {}, spots = 10) {
  const guest = await registerUser(t);
  const { retreatId, optionIds } = await insertRetreat(t.db, {
    propertyId,
    startInDays,
    options: [{ priceCents: 100_000, spots }],
  });
  const res = await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 2, card });
  expect(res.status).toBe(201);
  return { guest, retreatId, optionId: optionIds[0]!, place: await readJson(res) };
}

const chargesOf = (placeId: number) =>
  savedCharges.filter((c) => c.description.includes(`place ${placeId}:`));

describe('the balance', () => {
  it('is reminded a week before, charged on its day (never before), once, and mailed', async () => {
    const { guest, place } = await book(100);
    expect(place.balanceDueDate).toBe(day(70));

    await runRetreatSchedule(deps(), daysFromNow(62));
    expect(await mailKindsTo(t.db, guest.email)).not.toContain('retreat.balance-reminder');
    await runRetreatSchedule(deps(), daysFromNow(63));
    await runRetreatSchedule(deps(), daysFromNow(64));
    expect(
      (await mailKindsTo(t.db, guest.email)).filter((k) => k === 'retreat.balance-reminder'),
    ).toHaveLength(1);

    await runRetreatSchedule(deps(), daysFromNow(69));
    expect(chargesOf(place.id)).toHaveLength(0);
    expect((await placeRow(t.db, place.id)).balanceStatus).toBe('scheduled');

    // Two runs at once on the due day, then another: one charge.
    await Promise.all([
      runRetreatSchedule(deps(), daysFromNow(70)),
      runRetreatSchedule(deps(), daysFromNow(70)),
    ]);
    await runRetreatSchedule(deps(), daysFromNow(71));
    expect(chargesOf(place.id)).toHaveLength(1);
    expect(chargesOf(place.id)[0]!.amountCents).toBe(150_000);
    const row = await placeRow(t.db, place.id);
    expect(row.balanceStatus).toBe('paid');
    const paid = await t.db.select().from(payments).where(eq(payments.userId, guest.user.id));
    expect(paid.filter((p) => p.status === 'succeeded').reduce((s, p) => s + p.amountCents, 0)).toBe(
      row.totalCents,
    );
    expect(await mailKindsTo(t.db, guest.email)).toContain('retreat.balance-paid');
  });

  it('resumes a try a crash left pending with the same key, and charges once', async () => {
    const { place, guest } = await book(100);
    // A process died between writing the try and hearing the provider: the payment is pending.
    const [pending] = await t.db
      .insert(payments)
      .values({
        userId: guest.user.id,
        idempotencyKey: `retreat-balance-${place.id}-1`,
        purpose: 'retreat_balance',
        provider: 'simulated',
        amountCents: 150_000,
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await t.db
      .update(retreatBookings)
      .set({ balancePaymentId: pending!.id, balanceAttempts: 1 })
      .where(eq(retreatBookings.id, place.id));
    // The provider took the money before the crash.
    await sim.chargeSavedCard({
      amountCents: 150_000,
      currency: 'USD',
      token: (await placeRow(t.db, place.id)).cardToken!,
      idempotencyKey: `${guest.user.id}:retreat-balance-${place.id}-1`,
      description: 'before the crash',
    });
    await runRetreatSchedule(deps(), daysFromNow(70));
    await runRetreatSchedule(deps(), daysFromNow(71));
    const tries = chargesOf(place.id);
    expect(tries.map((c) => c.idempotencyKey)).toEqual([`${guest.user.id}:retreat-balance-${place.id}-1`]);
    expect((await placeRow(t.db, place.id)).balanceStatus).toBe('paid');
    const [settled] = await t.db.select().from(payments).where(eq(payments.id, pending!.id));
    expect(settled!.status).toBe('succeeded');
  });

  it('is never charged after a cancellation, even with a try a crash left pending', async () => {
    const { place, guest } = await book(100);
    const [pending] = await t.db
      .insert(payments)
      .values({
        userId: guest.user.id,
        idempotencyKey: `retreat-balance-${place.id}-1`,
        purpose: 'retreat_balance',
        provider: 'simulated',
        amountCents: 150_000,
        cardBrand: 'Visa',
        cardLast4: '4242',
        createdAt: new Date(Date.now() - 10 * 60_000),
      })
      .returning();
    await t.db
      .update(retreatBookings)
      .set({ balancePaymentId: pending!.id, balanceAttempts: 1 })
      .where(eq(retreatBookings.id, place.id));
    const cancelled = await t.request(`/api/retreat-bookings/${place.id}/cancel`, {
      method: 'POST',
      headers: { cookie: guest.cookie },
    });
    expect(cancelled.status).toBe(200);
    for (const d of [70, 71, 72]) await runRetreatSchedule(deps(), daysFromNow(d));
    expect(chargesOf(place.id)).toHaveLength(0);
    expect((await placeRow(t.db, place.id)).status).toBe('cancelled');
  });

  it('is retried 1, 3 and 5 days after a decline, mailing each time, then the place is cancelled a week before the start', async () => {
    const { guest, place, optionId } = await book(100, { cardNumber: DECLINES_LATER_CARD_NUMBER });
    for (const d of [70, 71, 72, 73, 74, 75, 76, 80]) await runRetreatSchedule(deps(), daysFromNow(d));
    expect(chargesOf(place.id)).toHaveLength(4);
    expect(
      (await mailKindsTo(t.db, guest.email)).filter((k) => k === 'retreat.balance-declined'),
    ).toHaveLength(4);
    expect((await placeRow(t.db, place.id)).status).toBe('confirmed');

    await runRetreatSchedule(deps(), daysFromNow(93));
    const row = await placeRow(t.db, place.id);
    expect(row.status).toBe('cancelled');
    // The standard policy keeps the deposit; nothing else was paid.
    expect(row.refundDueCents).toBe(0);
    expect(await t.db.select().from(refunds).where(eq(refunds.retreatBookingId, place.id))).toEqual([]);
    expect((await optionRow(t.db, optionId)).taken).toBe(0);
    expect(await mailKindsTo(t.db, guest.email)).toContain('retreat.cancelled');
  });

  it('can be paid early by the guest with a new card, and is then not charged on its day', async () => {
    const { guest, place } = await book(100, { cardNumber: DECLINES_LATER_CARD_NUMBER });
    const res = await t.request(`/api/retreat-bookings/${place.id}/balance`, {
      method: 'POST',
      headers: { cookie: guest.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({
        card: {
          cardName: 'Alex Morgan',
          cardNumber: '5555555555554444',
          expiryDate: '12/30',
          cvv: '123',
          billingAddress: '12 Harbour Lane, Lisbon',
          zipCode: '1100-001',
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      balanceStatus: 'paid',
      paidCents: 200_000,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    await runRetreatSchedule(deps(), daysFromNow(70));
    expect(chargesOf(place.id)).toHaveLength(0);
  });
});

describe('the waitlist', () => {
  it('offers a freed spot to the first in line for 48 hours, then to the next', async () => {
    const { guest: holder, retreatId, optionId, place } = await book(100, {}, 2);
    const [first, second, stranger] = [await registerUser(t), await registerUser(t), await registerUser(t)];
    const join = (cookie: string) =>
      t.request(`/api/retreats/${retreatId}/waitlist`, {
        method: 'POST',
        headers: { cookie, 'Content-Type': 'application/json' },
        body: JSON.stringify({ optionId, people: 2 }),
      });
    expect((await join(first.cookie)).status).toBe(201);
    expect((await join(second.cookie)).status).toBe(201);
    expect((await join(second.cookie)).status).toBe(409);

    await t.request(`/api/retreat-bookings/${place.id}/cancel`, {
      method: 'POST',
      headers: { cookie: holder.cookie },
    });
    expect(await optionRow(t.db, optionId)).toMatchObject({ taken: 0, held: 2 });
    expect(await mailKindsTo(t.db, first.email)).toContain('retreat.waitlist-offer');
    // The held spots are not anyone else's.
    expect((await bookPlace(t, stranger.cookie, retreatId, { optionId, people: 1 })).status).toBe(409);

    // 48 hours later the offer lapses and the next in line gets it.
    await runRetreatSchedule(deps(), new Date(Date.now() + 49 * 3600_000));
    const entries = await t.db.select().from(retreatWaitlist).where(eq(retreatWaitlist.optionId, optionId));
    expect(entries.find((e) => e.userId === first.user.id)!.status).toBe('expired');
    expect(entries.find((e) => e.userId === second.user.id)!.status).toBe('offered');
    expect(await mailKindsTo(t.db, second.email)).toContain('retreat.waitlist-offer');

    const res = await bookPlace(t, second.cookie, retreatId, { optionId, people: 2 });
    expect(res.status).toBe(201);
    expect(await optionRow(t.db, optionId)).toMatchObject({ taken: 2, held: 0 });
    const after = await t.db.select().from(retreatWaitlist).where(eq(retreatWaitlist.userId, second.user.id));
    expect(after[0]!.status).toBe('booked');
  });
});

describe('for one retreat', () => {
  it('acts on that retreat only: another starting the same day is neither cancelled nor charged', async () => {
    const mine = await book(300);
    const other = await book(300);
    // Six days before the start, both balances unpaid: each would be cancelled on a run for every retreat.
    const result = await runRetreatSchedule(deps(), daysFromNow(294), mine.retreatId);
    expect(result.cancelledUnpaid).toBe(1);
    expect((await placeRow(t.db, mine.place.id)).status).toBe('cancelled');
    const untouched = await placeRow(t.db, other.place.id);
    expect(untouched.status).toBe('confirmed');
    expect(untouched.balanceStatus).toBe('scheduled');
    expect(chargesOf(other.place.id)).toHaveLength(0);
  });
});
