import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { retreatBookings } from '../../db/schema/retreats';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import type { ChargeRequest, PaymentProvider } from '../../adapters/payment-provider';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app';
import { bookPlace, insertProperty, insertRetreat, optionRow } from '../../test/retreat-kit';

// The last spot and the last early-bird price under a crowd (docs/decisions/retreats.md, "The last spot"),
// on whichever engine the tests run on (CI runs them on PGlite and PostgreSQL).

const inner = createSimulatedProvider({ delayMs: 15 });
const charges: ChargeRequest[] = [];
const provider: PaymentProvider = {
  ...inner,
  charge: (request) => {
    charges.push(request);
    return inner.charge(request);
  },
};

let t: TestApp;
let propertyId: number;
let guests: Awaited<ReturnType<typeof registerUser>>[];

beforeAll(async () => {
  t = await createTestApp({ payments: provider });
  propertyId = await insertProperty(t.db);
  guests = [];
  for (let i = 0; i < 10; i++) guests.push(await registerUser(t));
}, 60_000);
afterAll(() => t.close());

describe('ten guests at once', () => {
  it('for the last spot: one place and one charge', async () => {
    const { retreatId, optionIds } = await insertRetreat(t.db, { propertyId, options: [{ spots: 1 }] });
    const optionId = optionIds[0]!;
    charges.length = 0;
    const answers = await Promise.all(
      guests.map((g) => bookPlace(t, g.cookie, retreatId, { optionId, people: 1 })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const places = await t.db.select().from(retreatBookings).where(eq(retreatBookings.optionId, optionId));
    expect(places.filter((p) => p.status === 'confirmed')).toHaveLength(1);
    expect(charges).toHaveLength(1);
    expect(await optionRow(t.db, optionId)).toMatchObject({ taken: 1, held: 0 });
  });

  it('for the first two early-bird spots: exactly two get the early price', async () => {
    const { retreatId, optionIds } = await insertRetreat(t.db, {
      propertyId,
      options: [{ spots: 10, priceCents: 200_000, earlyBirdPriceCents: 150_000, earlyBirdSpots: 2 }],
    });
    const optionId = optionIds[0]!;
    const answers = await Promise.all(
      guests.map((g) => bookPlace(t, g.cookie, retreatId, { optionId, people: 1 })),
    );
    const places = (
      await t.db.select().from(retreatBookings).where(eq(retreatBookings.optionId, optionId))
    ).filter((p) => p.status === 'confirmed');
    expect(places.filter((p) => p.earlyBird).map((p) => p.unitPriceCents)).toEqual([150_000, 150_000]);
    expect(places.filter((p) => !p.earlyBird).every((p) => p.unitPriceCents === 200_000)).toBe(true);
    // Whoever was priced early but lost the early spot was refused before any charge, never charged the full price.
    const refused = answers.filter((r) => r.status === 409).length;
    expect(places.length + refused).toBe(10);
    expect((await optionRow(t.db, optionId)).earlyTaken).toBe(2);
  });
});
