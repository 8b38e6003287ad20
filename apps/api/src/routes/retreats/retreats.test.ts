import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retreatBookings } from '../../db/schema/retreats';
import { payments } from '../../db/schema/payments';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';
import { day } from '../../test/fixtures';
import {
  bookPlace,
  insertProperty,
  insertRetreat,
  mailKindsTo,
  optionRow,
  placeRow,
} from '../../test/retreat-kit';

// Retreats for guests (docs/decisions/retreats.md): search, the page, booking with a deposit, cancelling by
// the policy, and who may see what.

let t: TestApp;
let propertyId: number;

beforeAll(async () => {
  t = await createTestApp();
  propertyId = await insertProperty(t.db);
});
afterAll(() => t.close());

const search = async (query: string) => readJson(await t.request(`/api/retreats?${query}`));

describe('GET /api/retreats', () => {
  it('lists upcoming published retreats in start order, filtered by month, length, focus, price and spots', async () => {
    const other = await insertProperty(t.db, 'Mountain house');
    const week = await insertRetreat(t.db, {
      propertyId: other,
      startInDays: 200,
      days: 7,
      title: 'Week of stillness',
    });
    const weekend = await insertRetreat(t.db, {
      propertyId: other,
      startInDays: 201,
      days: 3,
      title: 'Weekend reset',
      features: ['Meditation'],
      options: [{ priceCents: 50_000, spots: 1 }],
    });
    await insertRetreat(t.db, {
      propertyId: other,
      startInDays: 202,
      status: 'draft',
      title: 'Draft retreat',
    });
    await insertRetreat(t.db, { propertyId: other, startInDays: -3, title: 'Started already' });

    const month = day(200).slice(0, 7);
    const all = await search(`month=${month}&pageSize=48`);
    const titles = all.items.map((r: { title: string }) => r.title);
    expect(titles).toContain('Week of stillness');
    expect(titles).not.toContain('Draft retreat');
    expect(titles).not.toContain('Started already');
    const ids = all.items.map((r: { id: number }) => r.id);
    if (ids.includes(weekend.retreatId))
      expect(ids.indexOf(week.retreatId)).toBeLessThan(ids.indexOf(weekend.retreatId));

    expect((await search('length=weekend&pageSize=48')).items.map((r: { id: number }) => r.id)).toContain(
      weekend.retreatId,
    );
    expect((await search('length=weekend&pageSize=48')).items.map((r: { id: number }) => r.id)).not.toContain(
      week.retreatId,
    );
    const byFocus = await search('focus=Meditation&pageSize=48');
    expect(byFocus.items.every((r: { features: string[] }) => r.features.includes('Meditation'))).toBe(true);
    const cheap = await search('maxPriceCents=60000&pageSize=48');
    expect(cheap.items.map((r: { id: number }) => r.id)).toEqual([weekend.retreatId]);
    const forTwo = await search('spots=2&pageSize=48');
    expect(forTwo.items.map((r: { id: number }) => r.id)).not.toContain(weekend.retreatId);
    expect(all.countries).toContain('Indonesia');
  });

  it('names a bad filter', async () => {
    const res = await t.request('/api/retreats?length=fortnight');
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toHaveProperty('length');
  });

  it('shows the early-bird price as the "from" price while it lasts', async () => {
    const { retreatId } = await insertRetreat(t.db, {
      propertyId,
      startInDays: 120,
      options: [{ priceCents: 300_000, earlyBirdPriceCents: 250_000, earlyBirdUntil: day(30) }],
    });
    const page = await readJson(await t.request(`/api/retreats/${retreatId}`));
    expect(page.fromPriceCents).toBe(250_000);
    expect(page.fullPriceCents).toBe(300_000);
    expect(page.earlyBirdUntil).toBe(day(30));
    expect(page.options[0]).toMatchObject({ currentPriceCents: 250_000, earlyBirdNow: true, spotsLeft: 10 });
  });

  it('does not show a draft', async () => {
    const { retreatId } = await insertRetreat(t.db, { propertyId, status: 'draft' });
    expect((await t.request(`/api/retreats/${retreatId}`)).status).toBe(404);
  });
});

describe('booking a place', () => {
  it('charges the deposit, keeps the card, schedules the balance and mails the program', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      startInDays: 100,
      options: [{ priceCents: 180_000, spots: 5 }],
    });
    const res = await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 2 });
    expect(res.status).toBe(201);
    const place = await readJson(res);
    expect(place).toMatchObject({
      status: 'confirmed',
      people: 2,
      totalCents: 360_000,
      depositCents: 90_000,
      balanceCents: 270_000,
      paidCents: 90_000,
      balanceDueDate: day(70),
      balanceStatus: 'scheduled',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(place.depositCents + place.balanceCents).toBe(place.totalCents);
    const row = await placeRow(t.db, place.id);
    expect(row.cardToken).toMatch(/^simcard_ok_/);
    expect((await optionRow(t.db, optionIds[0]!)).taken).toBe(2);
    expect(await mailKindsTo(t.db, guest.email)).toContain('retreat.booked');
    const page = await readJson(await t.request(`/api/retreats/${retreatId}`));
    expect(page.options[0].spotsLeft).toBe(3);
  });

  it('takes everything at once when the balance would already be due', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId, startInDays: 20 });
    const place = await readJson(
      await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 1 }),
    );
    expect(place).toMatchObject({
      depositCents: 200_000,
      balanceCents: 0,
      balanceStatus: 'none',
      paidCents: 200_000,
    });
  });

  it('refuses more people than spots left, and charges nothing', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId, options: [{ spots: 2 }] });
    const res = await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 3 });
    expect(res.status).toBe(409);
    expect((await readJson(res)).error.fields.people).toBe('Only 2 spots are left.');
    expect(await t.db.select().from(payments).where(eq(payments.userId, guest.user.id))).toEqual([]);
  });

  it('names each bad field and saves nothing', async () => {
    const guest = await registerUser(t);
    const { retreatId } = await insertRetreat(t.db, { propertyId });
    const res = await t.request(`/api/retreats/${retreatId}/bookings`, {
      method: 'POST',
      headers: {
        cookie: guest.cookie,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'key-bad-input-1',
      },
      body: JSON.stringify({ people: 0, card: { cardNumber: '12' } }),
    });
    expect(res.status).toBe(400);
    const { fields } = (await readJson(res)).error;
    expect(fields).toMatchObject({ optionId: 'Choose a room option', people: 'At least 1 person' });
    expect(fields['card.cardNumber']).toBe('Card number must be 16 digits');
  });

  it('answers a declined card with a 402, and the spots stay free', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId, options: [{ spots: 1 }] });
    const res = await bookPlace(t, guest.cookie, retreatId, {
      optionId: optionIds[0]!,
      people: 1,
      card: { cardNumber: '4000000000000002' },
    });
    expect(res.status).toBe(402);
    expect((await optionRow(t.db, optionIds[0]!)).taken).toBe(0);
  });

  it('needs a signed-in guest', async () => {
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId });
    expect((await bookPlace(t, '', retreatId, { optionId: optionIds[0]!, people: 1 })).status).toBe(401);
  });
});

describe('cancelling a place', () => {
  it('gives back what the policy says, to the cent, and frees the spots', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      startInDays: 100,
      policy: 'flexible',
      options: [{ priceCents: 123_457, spots: 4 }],
    });
    const place = await readJson(
      await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 1 }),
    );
    // 25 % of $1,234.57, rounded to the cent.
    expect(place.depositCents).toBe(30_864);
    expect(place.refundIfCancelledCents).toBe(30_864);
    const res = await t.request(`/api/retreat-bookings/${place.id}/cancel`, {
      method: 'POST',
      headers: { cookie: guest.cookie },
    });
    expect(res.status).toBe(200);
    const cancelled = await readJson(res);
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 30_864 });
    expect((await optionRow(t.db, optionIds[0]!)).taken).toBe(0);
    expect(await mailKindsTo(t.db, guest.email)).toContain('retreat.cancelled');
    // Twice is once.
    await t.request(`/api/retreat-bookings/${place.id}/cancel`, {
      method: 'POST',
      headers: { cookie: guest.cookie },
    });
    expect(
      (await readJson(await t.request('/api/retreat-bookings', { headers: { cookie: guest.cookie } })))
        .items[0],
    ).toMatchObject({ id: place.id, refundedCents: 30_864 });
  });

  it('keeps the deposit under the standard policy', async () => {
    const guest = await registerUser(t);
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      startInDays: 100,
      policy: 'standard',
    });
    const place = await readJson(
      await bookPlace(t, guest.cookie, retreatId, { optionId: optionIds[0]!, people: 1 }),
    );
    const cancelled = await readJson(
      await t.request(`/api/retreat-bookings/${place.id}/cancel`, {
        method: 'POST',
        headers: { cookie: guest.cookie },
      }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', refundedCents: 0, paidCents: 50_000 });
  });

  it("never shows or changes another guest's place", async () => {
    const [owner, other] = [await registerUser(t), await registerUser(t)];
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId });
    const place = await readJson(
      await bookPlace(t, owner.cookie, retreatId, { optionId: optionIds[0]!, people: 1 }),
    );
    const asOther = { headers: { cookie: other.cookie } };
    expect((await readJson(await t.request('/api/retreat-bookings', asOther))).items).toEqual([]);
    expect(
      (await t.request(`/api/retreat-bookings/${place.id}/cancel`, { method: 'POST', ...asOther })).status,
    ).toBe(404);
    const pay = await t.request(`/api/retreat-bookings/${place.id}/balance`, {
      method: 'POST',
      headers: {
        cookie: other.cookie,
        'Content-Type': 'application/json',
        'Idempotency-Key': 'other-guest-pays',
      },
      body: '{}',
    });
    expect(pay.status).toBe(404);
    const [row] = await t.db.select().from(retreatBookings).where(eq(retreatBookings.id, place.id));
    expect(row!.status).toBe('confirmed');
  });
});
