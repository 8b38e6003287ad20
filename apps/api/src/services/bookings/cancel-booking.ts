import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { refundPayment } from '../payments/refund-payment';
import { bookingsByIds, guestCancelBlockedReason } from './booking-dto';
import { bookingPurpose } from './booking-payments';

/** The reason kept on a booking the guest cancelled themselves. */
export const GUEST_CANCELLATION_REASON = 'Cancelled by the guest';

/**
 * Cancels the user's own confirmed booking while free cancellation lasts; its nights become free and its
 * total is refunded in full, through the payments module's one refund call
 * (docs/decisions/cancellation-and-refunds.md).
 */
export async function cancelBooking({
  db,
  provider,
  events,
  logger,
  userId,
  bookingId,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  userId: string;
  bookingId: number;
}) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  // Another user's booking is answered exactly like a missing one.
  if (!booking || booking.userId !== userId) throw new AppError('not_found', 'Booking not found');
  const blocked = guestCancelBlockedReason(booking);
  if (blocked) throw new AppError('unprocessable', blocked);
  await refundPayment(
    { db, provider, events, logger },
    {
      kind: bookingPurpose(booking.kind),
      subjectId: bookingId,
      amountCents: 'rest',
      cancels: true,
      reason: GUEST_CANCELLATION_REASON,
      requestedBy: 'guest',
      requestedByUserId: userId,
    },
  );
  const [result] = await bookingsByIds(db, [bookingId]);
  return result!;
}
