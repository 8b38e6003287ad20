import { eq } from 'drizzle-orm';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../db/schema/bookings';
import { refunds } from '../db/schema/refunds';
import { day } from './fixtures';
import { readJson, registerUser, type TestApp } from './test-app';

/**
 * A booking, an order and a failed refund of a buyer of their own, for the operator's rows of the matrix
 * (docs/decisions/admin-bookings.md): not A's, whose e-mail and address the matrix keeps from the admin.
 */
export async function adminBookingsFixtures(t: TestApp, roomId: number, productId: number) {
  const buyer = await registerUser(t, { name: 'Matrix Buyer' });
  const send = async (path: string, body: unknown) => {
    const res = await t.request(path, {
      method: 'POST',
      headers: {
        cookie: buyer.cookie,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`admin bookings fixture: ${path} ${res.status} ${await res.text()}`);
    return readJson(res);
  };
  const stay = await send('/api/bookings/stays', {
    roomId,
    checkIn: day(310),
    checkOut: day(312),
    guests: 1,
    card: SAMPLE_CARD,
  });
  const bookingId = stay.bookings[0].id as number;
  await send('/api/cart/items', { productId });
  const order = await send('/api/orders', {
    shippingAddress: {
      name: 'Matrix Buyer',
      line1: '3 Quay Road',
      city: 'Porto',
      postalCode: '4000-001',
      country: 'Portugal',
    },
    card: SAMPLE_CARD,
  });
  const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [failed] = await t.db
    .insert(refunds)
    .values({
      paymentId: booking!.paymentId,
      bookingId,
      amountCents: 50,
      reason: 'A refund the provider refused',
      requestedBy: 'operator',
      idempotencyKey: `matrix-failed-${bookingId}`,
      status: 'failed',
      failureReason: 'provider_error',
    })
    .returning({ id: refunds.id });
  return { email: buyer.email, bookingId, orderId: order.id as number, failedRefundId: failed!.id };
}
