import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED_CARD_NUMBER, DECLINES_LATER_CARD_NUMBER, SAMPLE_CARD } from '@restora/shared/domain/card';
import { RETREAT_TEXTS } from '@restora/shared/domain/retreats';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import type { PaymentProvider, SavedCardChargeRequest } from '../../adapters/payment-provider';
import { runRetreatSchedule } from '../../services/retreats/schedule';
import {
  bookPlace,
  daysFromNow,
  insertProperty,
  insertRetreat,
  moneyOf,
  placeRow,
} from '../../test/retreat-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// A guest replaces the card kept for their balance without paying (docs/decisions/retreats.md, "Updating
// the card"): only their own place, only while a balance is due, nothing charged now, and the schedule's
// next try charges the new card.

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
beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  propertyId = await insertProperty(t.db);
});
afterAll(() => t.close());

const MASTERCARD = { ...SAMPLE_CARD, cardNumber: '5555555555554444' };

async function book(card: Record<string, string> = {}, startInDays = 100) {
  const guest = await registerUser(t);
  const { retreatId, optionIds } = await insertRetreat(t.db, {
    propertyId,
    startInDays,
    options: [{ priceCents: 100_000, spots: 10 }],
  });
  const res = await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 2, card });
  expect(res.status).toBe(201);
  return { guest, place: await readJson(res) };
}

const updateCard = (placeId: number, card: unknown, cookie?: string) =>
  t.request(`/api/retreat-bookings/${placeId}/card`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ card }),
  });

describe('PUT /api/retreat-bookings/{id}/card', () => {
  it('keeps the new card for the balance and charges nothing now', async () => {
    const { guest, place } = await book();
    const before = await moneyOf(t.db, place.id);
    const res = await updateCard(place.id, MASTERCARD, guest.cookie);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      id: place.id,
      balanceStatus: 'scheduled',
      paidCents: place.paidCents,
      card: { brand: 'Mastercard', last4: '4444' },
    });
    const after = await moneyOf(t.db, place.id);
    expect(after.payments).toEqual(before.payments);
    expect(after.place.cardToken).not.toBe(before.place.cardToken);
    expect(after.place.cardToken).toMatch(/^simcard_ok_mastercard_4444_/);
    expect(after.place).toMatchObject({ cardBrand: 'Mastercard', cardLast4: '4444' });
  });

  it("is a 404 for another guest's place and a 401 without a session; nothing changes", async () => {
    const { place } = await book();
    const other = await registerUser(t);
    expect((await updateCard(place.id, MASTERCARD, other.cookie)).status).toBe(404);
    expect((await updateCard(place.id, MASTERCARD)).status).toBe(401);
    expect((await updateCard(999_999, MASTERCARD, other.cookie)).status).toBe(404);
    expect(await placeRow(t.db, place.id)).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242' });
  });

  it('is a 409 once the balance is paid, and on a cancelled place', async () => {
    const { guest, place } = await book();
    const paid = await t.request(`/api/retreat-bookings/${place.id}/balance`, {
      method: 'POST',
      headers: { cookie: guest.cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({}),
    });
    expect(paid.status).toBe(200);
    const res = await updateCard(place.id, MASTERCARD, guest.cookie);
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.message).toBe(RETREAT_TEXTS.noBalanceDue);

    const second = await book();
    const cancelled = await t.request(`/api/retreat-bookings/${second.place.id}/cancel`, {
      method: 'POST',
      headers: { cookie: second.guest.cookie },
    });
    expect(cancelled.status).toBe(200);
    expect((await updateCard(second.place.id, MASTERCARD, second.guest.cookie)).status).toBe(409);
  });

  it('refuses a bad card with its fields named (400) and a declined one (402), changing nothing', async () => {
    const { guest, place } = await book();
    const before = await placeRow(t.db, place.id);
    const bad = await updateCard(place.id, { ...MASTERCARD, cardNumber: '1234', cvv: '' }, guest.cookie);
    expect(bad.status).toBe(400);
    const { error } = await readJson(bad);
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['card.cardNumber', 'card.cvv']));
    const declined = await updateCard(
      place.id,
      { ...MASTERCARD, cardNumber: DECLINED_CARD_NUMBER },
      guest.cookie,
    );
    expect(declined.status).toBe(402);
    expect(await placeRow(t.db, place.id)).toEqual(before);
  });

  it('after a declined balance, the next retry charges the new card', async () => {
    const { guest, place } = await book({ cardNumber: DECLINES_LATER_CARD_NUMBER });
    const deps = { db: t.db, provider, events: t.events };
    await runRetreatSchedule(deps, daysFromNow(70));
    expect(await placeRow(t.db, place.id)).toMatchObject({ balanceStatus: 'failed', balanceAttempts: 1 });

    const res = await updateCard(place.id, MASTERCARD, guest.cookie);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ balanceStatus: 'failed', card: { last4: '4444' } });
    const newToken = (await placeRow(t.db, place.id)).cardToken;

    await runRetreatSchedule(deps, daysFromNow(71));
    const tries = savedCharges.filter((c) => c.description.includes(`place ${place.id}:`));
    expect(tries.map((c) => c.token)).toEqual([expect.stringMatching(/^simcard_decline_/), newToken]);
    const { place: row, payments } = await moneyOf(t.db, place.id);
    expect(row.balanceStatus).toBe('paid');
    const balance = payments.filter((p) => p.purpose === 'retreat_balance');
    expect(balance.map((p) => p.status)).toEqual(['failed', 'succeeded']);
    expect(balance[1]).toMatchObject({ amountCents: row.balanceCents, cardLast4: '4444' });
  });
});
