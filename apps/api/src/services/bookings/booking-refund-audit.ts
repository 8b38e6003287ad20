import type { Database } from '../../db/client';
import type { bookings } from '../../db/schema/bookings';
import { recordAudit } from '../audit/record-audit';
import type { Refunded } from '../payments/payment-kind';
import { partnerBookingView } from './partner-bookings-query';

type BookingRow = typeof bookings.$inferSelect;

/** What a refunded booking carries, as it was and as it is. */
export type BookingRefundRow = {
  booking: BookingRow;
  /** The booking as the partner's list showed it before, when a partner asks (their audit record shows it so). */
  partnerView: unknown;
};

const operatorView = (b: BookingRow, refundedCents: number) => ({
  status: b.status,
  cancelledBy: b.cancelledBy,
  cancellationReason: b.cancellationReason,
  totalCents: b.totalCents,
  refundedCents,
});

/** The booking as a partner reads it before a refund, for their audit record; null for anyone else. */
export const viewBeforeRefund = (tx: Database, bookingId: number, by: string) =>
  by === 'partner' ? partnerBookingView(tx, bookingId) : Promise.resolve(null);

/**
 * The audit record of a refund asked by a partner or an operator, in its transaction
 * (docs/decisions/audit-trail.md): the partner's record shows the booking as their list does, the
 * operator's the figures of the back office. A guest's own cancellation is not audited.
 */
export async function auditBookingRefund(tx: Database, done: Refunded<BookingRefundRow>, after: BookingRow) {
  const { request, subject, refund, recordedBefore } = done;
  if (!request.actor) return;
  if (request.requestedBy === 'partner') {
    await recordAudit(tx, request.actor, {
      action: 'booking.cancel',
      object: { type: 'booking', id: subject.id },
      before: subject.row.partnerView,
      after: await partnerBookingView(tx, subject.id),
    });
    return;
  }
  const refunded = recordedBefore + (refund?.amountCents ?? 0);
  await recordAudit(tx, request.actor, {
    action: request.cancels ? 'booking.cancel' : 'booking.refund',
    object: { type: 'booking', id: subject.id },
    before: operatorView(subject.row.booking, recordedBefore),
    after: {
      ...operatorView(after, refunded),
      refund: refund && { ...refund, reason: request.reason },
    },
  });
}
