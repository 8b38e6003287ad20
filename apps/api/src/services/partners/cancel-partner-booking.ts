import { and, eq } from 'drizzle-orm';
import { BOOKING_NOT_FOUND, BOOKING_OVER } from '@restora/shared/domain/partner-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { AuditActor } from '../audit/record-audit';
import { bookingPurpose, inScope, isOver, partnerBookingView, partnerScope } from '../bookings';
import type { DomainEvents } from '../events/domain-events';
import type { RefundRequest } from '../payments/payment-kind';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { previewRefund, refundPayment } from '../payments/refund-payment';
import type { StepUp } from '../identity';
import { memberOrganisationIds } from '../organisations';

/**
 * A partner cancels a confirmed booking of one of their properties that is not over, with a reason the
 * guest is mailed; the guest is refunded its total in full and the nights reopen at once, through the
 * payments module's one refund call (docs/decisions/partner-bookings.md, cancellation-and-refunds.md).
 * A refund over the threshold asks for a recent second factor first (docs/decisions/second-factors.md).
 */
export async function cancelPartnerBooking({
  db,
  provider,
  events,
  logger,
  actor,
  bookingId,
  reason,
  stepUp,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  actor: AuditActor;
  bookingId: number;
  reason: string;
  stepUp: StepUp;
}) {
  const userId = actor.userId;
  const organisations = await memberOrganisationIds(db, userId);
  const scope = await partnerScope(db, organisations);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), inScope(scope)));
  // A pending or failed payment's booking is not in the partner's list either.
  if (!booking || booking.status === 'pending' || booking.status === 'payment_failed')
    throw new AppError('not_found', BOOKING_NOT_FOUND);
  if (isOver(booking)) throw new AppError('unprocessable', BOOKING_OVER);

  const request: RefundRequest = {
    kind: bookingPurpose(booking.kind),
    subjectId: bookingId,
    amountCents: 'rest',
    cancels: true,
    reason,
    requestedBy: 'partner',
    requestedByUserId: userId,
    actor,
  };
  if (refundNeedsStepUp(await previewRefund(db, request))) await stepUp(db);
  await refundPayment({ db, provider, events, logger }, request);
  return partnerBookingView(db, bookingId);
}
