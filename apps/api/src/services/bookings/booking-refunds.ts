import { and, eq } from 'drizzle-orm';
import { BOOKING_NOT_CONFIRMED, BOOKING_NOT_FOUND } from '@restora/shared/domain/partner-bookings';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import type { RefundHooks } from '../payments/payment-kind';
import { auditBookingRefund, viewBeforeRefund, type BookingRefundRow } from './booking-refund-audit';

/**
 * What a refund does to a stay or service booking, on its payment kind (docs/decisions/cancellation-and-refunds.md):
 * a refund that cancels needs a confirmed booking and cancels it (its nights free at once, through the
 * room_nights trigger), the guest's mail follows the `booking.cancelled` event; an operator's refund is
 * also announced as `booking.refunded`; a partner's or an operator's is recorded in the audit trail.
 */
export const bookingRefunds: RefundHooks<BookingRefundRow> = {
  subject: 'booking',
  async lock(tx, id, request) {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
    if (!booking) throw new AppError('not_found', BOOKING_NOT_FOUND);
    if (request.cancels && booking.status !== 'confirmed')
      throw new AppError('unprocessable', BOOKING_NOT_CONFIRMED);
    return {
      id,
      paymentId: booking.paymentId,
      totalCents: booking.totalCents,
      paid: booking.status !== 'pending',
      row: { booking, partnerView: await viewBeforeRefund(tx, id, request.requestedBy) },
    };
  },
  async onRefunded(tx, done, announce) {
    const { request, subject, refund } = done;
    const before = subject.row.booking;
    let after = before;
    if (request.cancels) {
      const [updated] = await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: new Date(),
          cancelledBy: request.requestedBy,
          cancellationReason: request.reason,
        })
        .where(and(eq(bookings.id, subject.id), eq(bookings.status, 'confirmed')))
        .returning();
      if (!updated) throw new AppError('conflict', 'This booking has just changed. Reload and try again.');
      after = updated;
      announce({
        type: 'booking.cancelled',
        userId: after.userId,
        bookingId: subject.id,
        by: request.requestedBy,
      });
    }
    await auditBookingRefund(tx, done, after);
    if (request.requestedBy === 'operator')
      announce({
        type: 'booking.refunded',
        userId: before.userId,
        bookingId: subject.id,
        refundId: refund?.id ?? null,
      });
  },
};
