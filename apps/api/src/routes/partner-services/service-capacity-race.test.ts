import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullyBooked } from '@restora/shared/domain/partner-services';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import { postAs } from '../../test/booking-kit';
import { day } from '../../test/fixtures';
import { countingProvider, servicesBody, servicesKit } from '../../test/services-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Many travellers booking the last places of a service's day at once: the lock on the service's row lets
// exactly its capacity through, and the others are refused before any charge
// (docs/decisions/partner-services.md). Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

let t: TestApp;
let kit: Awaited<ReturnType<typeof servicesKit>>;
// Card payments that take 20 ms, so the requests overlap while each holds its place.
const counting = countingProvider(createSimulatedProvider({ delayMs: 20 }));
beforeAll(async () => {
  t = await createTestApp({ seed: true, payments: counting.provider });
  kit = await servicesKit(t);
});
afterAll(() => t.close());

const N = 8;

describe('concurrent bookings of one service on one date', () => {
  it.each([1, 2])('let exactly capacity %i through', async (capacity) => {
    const service = await kit.createService({ capacityPerDay: capacity, priceCents: 3_000 });
    const users = await Promise.all(Array.from({ length: N }, () => registerUser(t)));
    const chargesBefore = counting.charges.length;

    const responses = await Promise.all(
      users.map((u) => postAs(t, '/api/bookings/services', u.cookie, servicesBody([[service.id, 15]]))),
    );

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(capacity);
    expect(statuses.filter((s) => s === 409)).toHaveLength(N - capacity);
    const message = fullyBooked(service.title, day(15));
    for (const res of responses.filter((r) => r.status === 409))
      expect((await readJson(res)).error.message).toBe(message);

    // Only the winners were charged, and the database holds only their bookings and payments.
    expect(counting.charges.slice(chargesBefore)).toEqual(Array.from({ length: capacity }, () => 3_000));
    const rows = await t.db
      .select({ status: bookings.status, paymentId: bookings.paymentId })
      .from(bookings)
      .where(eq(bookings.serviceId, service.id));
    expect(rows.map((r) => r.status)).toEqual(Array.from({ length: capacity }, () => 'confirmed'));
    const userIds = users.map((u) => u.user.id as string);
    expect(await t.db.$count(payments, inArray(payments.userId, userIds))).toBe(capacity);
    expect(
      await t.db.$count(payments, and(inArray(payments.userId, userIds), eq(payments.status, 'pending'))),
    ).toBe(0);
  });
});
