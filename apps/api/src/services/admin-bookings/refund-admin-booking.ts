import { eq } from 'drizzle-orm';
import type { AdminBookingDetail } from '@restora/shared/contracts/admin-bookings';
import { BOOKING_NOT_FOUND } from '@restora/shared/domain/partner-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { AuditActor } from '../audit/record-audit';
import { bookingPurpose } from '../bookings';
import type { DomainEvents } from '../events/domain-events';
import type { RefundRequest } from '../payments/payment-kind';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { previewRefund, refundPayment } from '../payments/refund-payment';
import type { StepUp } from '../identity';
import { getAdminBooking } from './get-admin-booking';

/**
 * The operator gives back all that is left of a booking (no amount) or part of it, cancelling it or not
 * (docs/decisions/admin-bookings.md), through the payments module's one refund call: the refund, the
 * cancellation, the audit record and the guest's message commit together, the provider is asked after the
 * commit (docs/decisions/cancellation-and-refunds.md). A refund over the threshold asks for a recent second
 * factor first (docs/decisions/second-factors.md).
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
  const [booking] = await db.select({ kind: bookings.kind }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw new AppError('not_found', BOOKING_NOT_FOUND);
  const request: RefundRequest = {
    kind: bookingPurpose(booking.kind),
    subjectId: bookingId,
    amountCents: amountCents ?? 'rest',
    cancels: cancel,
    reason,
    requestedBy: 'operator',
    requestedByUserId: actor.userId,
    actor,
  };
  if (refundNeedsStepUp(await previewRefund(db, request))) await stepUp(db);
  await refundPayment({ db, provider, events, logger }, request);
  return getAdminBooking({ db, id: bookingId });
}
