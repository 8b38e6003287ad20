import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { payments } from '../db/schema/payments';
import { refunds } from '../db/schema/refunds';
import { services } from '../db/schema/services';

/**
 * A booking as it stands after its payment (docs/decisions/partner-earnings.md): `confirmed` and
 * `cancelled` were paid (confirmed_at set); `pending` and `payment_failed` never were. A cancelled one has
 * the refund of its whole total that a cancellation records (`refunds` to say otherwise).
 */
export async function insertPaidBooking(
  db: Database,
  b: {
    userId: string;
    roomId?: number;
    serviceId?: number;
    checkIn: string;
    checkOut?: string;
    totalCents: number;
    status: 'confirmed' | 'cancelled' | 'pending' | 'payment_failed';
    refunds?: { amountCents: number; status: 'pending' | 'succeeded' | 'failed' }[];
  },
) {
  const paid = b.status === 'confirmed' || b.status === 'cancelled';
  const [payment] = await db
    .insert(payments)
    .values({
      userId: b.userId,
      idempotencyKey: randomUUID(),
      purpose: b.roomId ? 'stay' : 'services',
      amountCents: b.totalCents,
      status: paid ? 'succeeded' : b.status === 'pending' ? 'pending' : 'failed',
      provider: 'fixture',
      cardBrand: 'Visa',
      cardLast4: '4242',
    })
    .returning({ id: payments.id });
  const [row] = await db
    .insert(bookings)
    .values({
      userId: b.userId,
      kind: b.roomId ? 'stay' : 'service',
      roomId: b.roomId ?? null,
      serviceId: b.serviceId ?? null,
      checkIn: b.checkIn,
      checkOut: b.checkOut ?? null,
      guests: b.roomId ? 2 : null,
      status: b.status,
      lines: [],
      subtotalCents: b.totalCents,
      totalCents: b.totalCents,
      paymentId: payment!.id,
      // Paid 40 days before the check-in, in another month: earnings go by the check-in's month.
      confirmedAt: paid ? new Date(Date.parse(`${b.checkIn}T12:00:00Z`) - 40 * 86_400_000) : null,
      cancelledAt: b.status === 'cancelled' ? new Date() : null,
    })
    .returning({ id: bookings.id });
  const given =
    b.refunds ?? (b.status === 'cancelled' ? [{ amountCents: b.totalCents, status: 'succeeded' }] : []);
  for (const r of given)
    await db.insert(refunds).values({
      paymentId: payment!.id,
      bookingId: row!.id,
      amountCents: r.amountCents,
      reason: 'Refund',
      requestedBy: 'operator',
      idempotencyKey: randomUUID(),
      status: r.status,
      settledAt: r.status === 'pending' ? null : new Date(),
    });
  return row!.id;
}

/** A service of the property (services sold at a property count in its earnings). */
export async function insertPropertyService(db: Database, propertyId: number, priceCents = 5_000) {
  const [row] = await db
    .insert(services)
    .values({
      title: 'Sunrise Massage',
      description: 'Sixty minutes of quiet.',
      type: 'spa',
      category: 'Massage',
      priceCents,
      durationMinutes: 60,
      imageUrl: '/images/services/service-1.svg',
      propertyId,
    })
    .returning({ id: services.id });
  return row!.id;
}
