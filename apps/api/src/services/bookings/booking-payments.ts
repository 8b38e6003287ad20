import { and, eq, inArray } from 'drizzle-orm';
import { bookings } from '../../db/schema/bookings';
import type { PaymentKind, PaymentPurpose } from '../payments/payment-kind';
import { bookingRefunds } from './booking-refunds';

const pendingOf = (paymentId: number) =>
  and(eq(bookings.paymentId, paymentId), eq(bookings.status, 'pending'));

/**
 * A payment's bookings are held as pending: paid, they are confirmed; failed, they free their dates;
 * refunded, they are cancelled or not as the refund says (booking-refunds.ts).
 */
const settleBookings: Omit<PaymentKind, 'purpose'> = {
  refunds: bookingRefunds,
  async onPaid(tx, payment, announce) {
    const confirmed = await tx
      .update(bookings)
      .set({ status: 'confirmed', confirmedAt: payment.settledAt ?? new Date() })
      .where(pendingOf(payment.id))
      .returning({ id: bookings.id });
    if (confirmed.length)
      announce({
        type: 'booking.confirmed',
        userId: payment.userId,
        paymentId: payment.id,
        bookingIds: confirmed.map((b) => b.id),
      });
  },
  async onFailed(tx, payment) {
    // A request to book is written `requested` before its card is authorized: a decline frees it too.
    await tx
      .update(bookings)
      .set({ status: 'payment_failed', requestExpiresAt: null })
      .where(and(eq(bookings.paymentId, payment.id), inArray(bookings.status, ['pending', 'requested'])));
  },
};

export const stayPayments: PaymentKind = { purpose: 'stay', ...settleBookings };
export const servicePayments: PaymentKind = { purpose: 'services', ...settleBookings };

/** The kind of payment a booking was paid with, for a refund of it. */
export const bookingPurpose = (kind: 'stay' | 'service'): PaymentPurpose =>
  kind === 'stay' ? 'stay' : 'services';
