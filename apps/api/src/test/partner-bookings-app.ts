import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { partnerOrganisations } from '../db/schema/partners';
import { refunds } from '../db/schema/refunds';
import { services } from '../db/schema/services';
import { properties, stayRooms } from '../db/schema/stays';
import type { PaymentProvider, RefundRequest } from '../adapters/payment-provider';
import { createSimulatedProvider } from '../adapters/simulated-provider';
import { calendarKit } from './calendar-kit';
import { day } from './fixtures';
import { createTestApp, readJson, registerUser, type TestApp } from './test-app';

// The app, provider and helpers of the partner bookings tests (routes/partner-bookings/*.test.ts). Importing
// it registers the hooks that start the app once per test file.

// The partner's bookings and their cancellation with a full refund (docs/decisions/partner-bookings.md,
// cancellation-and-refunds.md).

const sim = createSimulatedProvider({ delayMs: 0 });
export const refundCalls: RefundRequest[] = [];
let refundsFail = false;
/** Makes the provider's refunds throw until the next test. */
export const failRefunds = () => {
  refundsFail = true;
};
const provider: PaymentProvider = {
  name: sim.name,
  charge: (r) => sim.charge(r),
  chargeSavedCard: (r) => sim.chargeSavedCard(r),
  saveCard: (r) => sim.saveCard(r),
  authorize: (r) => sim.authorize(r),
  capture: (r) => sim.capture(r),
  void: (r) => sim.void(r),
  refund: async (r) => {
    refundCalls.push(r);
    if (refundsFail) throw new Error('the provider is down');
    return sim.refund(r);
  },
};

export let t: TestApp;
export let kit: Awaited<ReturnType<typeof calendarKit>>;
export let guest: Awaited<ReturnType<typeof registerUser>>;
export let stranger: Awaited<ReturnType<typeof registerUser>>;
export let partnerService: { id: number; propertyId: number };
export let roomProperty: number;

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

export const post = (path: string, cookie: string, body: unknown = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(body),
  });
export const get = (path: string, cookie: string) => t.request(path, { headers: { cookie } });

export async function bookStay(roomId: number, from: number, to: number, cookie = guest.cookie) {
  const res = await post('/api/bookings/stays', cookie, {
    roomId,
    checkIn: day(from),
    checkOut: day(to),
    guests: 1,
    card: SAMPLE_CARD,
  });
  expect(res.status).toBe(201);
  return (await readJson(res)).bookings[0] as { id: number; totalCents: number };
}

export const cancelAs = (cookie: string, id: number, reason: unknown = 'A burst pipe flooded the room') =>
  post(`/api/partner/bookings/${id}/cancel`, cookie, { reason });
export const refundsOf = (bookingId: number) =>
  t.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
export const listed = async (query: string, cookie = kit.partner) => {
  const res = await get(`/api/partner/bookings?${query}`, cookie);
  expect(res.status).toBe(200);
  return readJson(res);
};
