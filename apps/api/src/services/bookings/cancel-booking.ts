import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';
import { bookingsByIds, guestCancelBlockedReason } from './booking-dto';
import { cancelWithRefund } from './refund-booking';

/** The reason kept on a booking the guest cancelled themselves. */
export const GUEST_CANCELLATION_REASON = 'Cancelled by the guest';

/**
 * Cancels the user's own confirmed booking while free cancellation lasts; its nights become free and its
 * total is refunded in full (docs/decisions/cancellation-and-refunds.md).
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
  await cancelWithRefund({
    db,
    provider,
    events,
    logger,
    bookingId,
    by: 'guest',
    byUserId: userId,
    reason: GUEST_CANCELLATION_REASON,
    allow: (booking) => {
      // Another user's booking is answered exactly like a missing one.
      if (booking.userId !== userId) throw new AppError('not_found', 'Booking not found');
      const blocked = guestCancelBlockedReason(booking);
      if (blocked) throw new AppError('unprocessable', blocked);
    },
  });
  const [result] = await bookingsByIds(db, [bookingId]);
  return result!;
}
