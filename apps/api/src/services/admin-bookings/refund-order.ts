import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { refundNeedsStepUp } from '@restora/shared/domain/second-factor';
import type { Database } from '../../db/client';
import type { Logger } from '../../logger';
import type { AuditActor } from '../audit/record-audit';
import type { DomainEvents } from '../events/domain-events';
import type { RefundRequest } from '../payments/payment-kind';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { previewRefund, refundPayment } from '../payments/refund-payment';
import type { StepUp } from '../identity';
import { getAdminOrder } from './get-admin-order';

/**
 * The operator gives back all that is left of an order's payment (no amount) or part of it
 * (docs/decisions/admin-bookings.md), through the payments module's one refund call
 * (docs/decisions/cancellation-and-refunds.md); what it does to the order (a full refund cancels one not
 * yet shipped and returns its stock) is the shop's hook (services/shop/order-refunds.ts). A refund over
 * the threshold asks for a recent second factor first (docs/decisions/second-factors.md).
 */
export async function refundOrder({
  db,
  provider,
  events,
  logger,
  actor,
  orderId,
  amountCents,
  reason,
  stepUp,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  actor: AuditActor;
  orderId: number;
  amountCents?: number;
  reason: string;
  stepUp: StepUp;
}): Promise<AdminOrderDetail> {
  const request: RefundRequest = {
    kind: 'order',
    subjectId: orderId,
    amountCents: amountCents ?? 'rest',
    cancels: false,
    reason,
    requestedBy: 'operator',
    requestedByUserId: actor.userId,
    actor,
  };
  if (refundNeedsStepUp(await previewRefund(db, request))) await stepUp(db);
  await refundPayment({ db, provider, events, logger }, request);
  return getAdminOrder({ db, id: orderId });
}
