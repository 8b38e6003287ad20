import { eq } from 'drizzle-orm';
import type { AdminBookingDetail } from '@restora/shared/contracts/admin-bookings';
import { BOOKING_NOT_FOUND } from '@restora/shared/domain/partner-bookings';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { AppError } from '../../errors';
import { leftToRefund } from '../payments/refunded-so-far';
import { selectAdminBookings, toAdminBooking } from './admin-bookings-query';
import { loadPayment, loadRefunds, owedSum, toAdminPayment } from './payment-history';

/** One booking with its lines, its payment and every refund of it (docs/decisions/admin-bookings.md). */
export async function getAdminBooking({ db, id }: { db: Database; id: number }): Promise<AdminBookingDetail> {
  const [row] = await selectAdminBookings(db).where(eq(bookings.id, id));
  if (!row) throw new AppError('not_found', BOOKING_NOT_FOUND);
  const b = row.booking;
  const [payment, refunded] = await Promise.all([
    loadPayment(db, b.paymentId),
    loadRefunds(db, eq(refunds.bookingId, id)),
  ]);
  const paid = payment.status === 'succeeded' && (b.status === 'confirmed' || b.status === 'cancelled');
  return {
    ...toAdminBooking(row),
    guests: b.guests,
    lines: b.lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
    cancelledBy: b.cancelledBy,
    cancellationReason: b.cancellationReason,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    payment: toAdminPayment(payment),
    refunds: refunded,
    refundableCents: paid ? leftToRefund(b.totalCents, owedSum(refunded)) : 0,
    canCancel: b.status === 'confirmed',
  };
}
