import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { KEY_REUSED_MESSAGE } from '../../services/payments/pay-with-hold';
import { openBookingTestApp, postAs, stayBody, type BookingRoom } from '../../test/booking-kit';
import { day } from '../../test/fixtures';
import { readJson, registerUser, type TestApp } from '../../test/test-app';

// An idempotency key answers only the request it was first used for (docs/decisions/payments.md).
let t: TestApp;
let rooms: BookingRoom[];
beforeAll(async () => {
  ({ t, rooms } = await openBookingTestApp([]));
});
afterAll(() => t.close());

const paymentsOf = (userId: string) => t.db.$count(payments, eq(payments.userId, userId));

describe('an idempotency key reused for another request', () => {
  it('is refused with 422 for another stay, and the first stay still gets its booking', async () => {
    const { cookie, user } = await registerUser(t);
    const [six, eight] = [rooms[0]!, rooms[1]!];
    const key = randomUUID();
    const first = await postAs(t, '/api/bookings/stays', cookie, stayBody(six.id, 20, 21), key);
    expect(first.status).toBe(201);
    const firstBody = await readJson(first);

    const other = await postAs(t, '/api/bookings/stays', cookie, stayBody(eight.id, 20, 27), key);
    expect(other.status).toBe(422);
    expect((await readJson(other)).error.message).toBe(KEY_REUSED_MESSAGE);
    expect(await t.db.$count(bookings, eq(bookings.roomId, eight.id))).toBe(0);

    const again = await postAs(t, '/api/bookings/stays', cookie, stayBody(six.id, 20, 21), key);
    expect(again.status).toBe(201);
    expect(await readJson(again)).toEqual(firstBody);
    expect(await paymentsOf(user.id)).toBe(1);
  });

  it('is refused with 422 on another kind of payment: a stay key sent to checkout or to services', async () => {
    const { cookie, user } = await registerUser(t);
    const key = randomUUID();
    expect((await postAs(t, '/api/bookings/stays', cookie, stayBody(rooms[2]!.id, 40, 41), key)).status).toBe(
      201,
    );
    const services = await postAs(
      t,
      '/api/bookings/services',
      cookie,
      { items: [{ serviceId: 1, date: day(40) }], card: SAMPLE_CARD },
      key,
    );
    expect(services.status).toBe(422);
    const order = await postAs(
      t,
      '/api/orders',
      cookie,
      {
        shippingAddress: { name: 'Ada', line1: '1 Lane', city: 'Lisbon', postalCode: '1100', country: 'PT' },
        card: SAMPLE_CARD,
      },
      key,
    );
    expect(order.status).toBe(422);
    expect((await readJson(order)).error.message).toBe(KEY_REUSED_MESSAGE);
    expect(await paymentsOf(user.id)).toBe(1);
  });
});
