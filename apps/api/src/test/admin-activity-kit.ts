import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { refunds } from '../db/schema/refunds';
import { orders } from '../db/schema/shop';

let nightOffset = 400;

async function paidAt(
  db: Database,
  userId: string,
  at: Date,
  cents: number,
  purpose: 'stay' | 'services' | 'order',
) {
  const [p] = await db
    .insert(payments)
    .values({
      userId,
      idempotencyKey: randomUUID(),
      purpose,
      amountCents: cents,
      status: 'succeeded',
      provider: 'test',
      cardBrand: 'Visa',
      cardLast4: '4242',
      createdAt: at,
      settledAt: at,
    })
    .returning({ id: payments.id });
  return p!.id;
}

/** A booking paid at `at` (its payment settled then), written straight to the tables. */
export async function insertPaidBooking(
  db: Database,
  o: { userId: string; at: Date; cents: number } & ({ roomId: number } | { serviceId: number }),
) {
  const paymentId = await paidAt(db, o.userId, o.at, o.cents, 'roomId' in o ? 'stay' : 'services');
  // Far-off nights, a fresh pair each time, so stays of one room never overlap.
  const from = new Date(Date.now() + (nightOffset += 3) * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (nightOffset + 2) * 86_400_000).toISOString().slice(0, 10);
  const [b] = await db
    .insert(bookings)
    .values({
      userId: o.userId,
      ...('roomId' in o
        ? { kind: 'stay' as const, roomId: o.roomId, checkIn: from, checkOut: to, guests: 1 }
        : { kind: 'service' as const, serviceId: o.serviceId, checkIn: from }),
      status: 'confirmed',
      lines: [],
      subtotalCents: o.cents,
      totalCents: o.cents,
      paymentId,
      createdAt: o.at,
      confirmedAt: o.at,
    })
    .returning({ id: bookings.id });
  return { bookingId: b!.id, paymentId };
}

/** An order paid at `at`. */
export async function insertPaidOrder(db: Database, o: { userId: string; at: Date; cents: number }) {
  const paymentId = await paidAt(db, o.userId, o.at, o.cents, 'order');
  const [row] = await db
    .insert(orders)
    .values({
      userId: o.userId,
      status: 'processing',
      subtotalCents: o.cents,
      taxCents: 0,
      shippingCents: 0,
      totalCents: o.cents,
      shippingAddress: {
        name: 'Kit',
        line1: '1 Kit Lane',
        line2: null,
        city: 'Lisbon',
        postalCode: '1000',
        country: 'PT',
      },
      estimatedDelivery: '2030-01-01',
      paymentId,
      createdAt: o.at,
      updatedAt: o.at,
    })
    .returning({ id: orders.id });
  return row!.id;
}

/** A refund of a booking's payment that succeeded at `at`. */
export async function insertRefund(
  db: Database,
  o: { paymentId: number; bookingId: number; at: Date; cents: number },
) {
  await db.insert(refunds).values({
    paymentId: o.paymentId,
    bookingId: o.bookingId,
    amountCents: o.cents,
    reason: 'kit',
    requestedBy: 'operator',
    idempotencyKey: randomUUID(),
    status: 'succeeded',
    createdAt: o.at,
    settledAt: o.at,
  });
}
