import type { AdminBookingDetail } from '@restora/shared/contracts/admin-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import {
  cancelWithRefund,
  refundWithoutCancelling,
  type BookingRow,
  type Recorded,
} from '../bookings/refund-booking';
import type { Announce, DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StepUp } from '../two-factor/step-up';
import { getAdminBooking } from './get-admin-booking';

const audited = (b: BookingRow, refundedCents: number) => ({
  status: b.status,
  cancelledBy: b.cancelledBy,
  cancellationReason: b.cancellationReason,
  totalCents: b.totalCents,
  refundedCents,
});

/**
 * The operator gives back all that is left of a booking (no amount) or part of it, cancelling it or not
 * (docs/decisions/admin-bookings.md). The refund, the cancellation, the audit record and the guest's
 * message commit together; the provider is asked after the commit (refund-booking.ts). A refund over the
 * threshold asks for a recent second factor first (docs/decisions/second-factors.md).
 */
export async function refundAdminBooking({
  db,
  provider,
  events,
  logger,
  actor,
  bookingId,
  amountCents,
  reason,
  cancel,
  stepUp,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  actor: AuditActor;
  bookingId: number;
  amountCents?: number;
  reason: string;
  cancel: boolean;
  stepUp: StepUp;
}): Promise<AdminBookingDetail> {
  const then = async (tx: Database, announce: Announce, done: Recorded) => {
    if (refundNeedsStepUp(done.refund?.amountCents ?? 0)) await stepUp(tx);
    const refunded = done.refundedBefore + (done.refund?.amountCents ?? 0);
    await recordAudit(tx, actor, {
      action: cancel ? 'booking.cancel' : 'booking.refund',
      object: { type: 'booking', id: bookingId },
      before: audited(done.before, done.refundedBefore),
      after: { ...audited(done.after, refunded), refund: done.refund && { ...done.refund, reason } },
    });
    announce({
      type: 'booking.refunded',
      userId: done.before.userId,
      bookingId,
      refundId: done.refund?.id ?? null,
    });
  };
  const options = {
    db,
    provider,
    events,
    logger,
    bookingId,
    by: 'operator' as const,
    byUserId: actor.userId,
    reason,
    amountCents,
    allow: () => {},
    then,
  };
  await (cancel ? cancelWithRefund(options) : refundWithoutCancelling(options));
  return getAdminBooking({ db, id: bookingId });
}
