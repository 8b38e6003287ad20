import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Logger } from '../../logger';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { refundPayment } from '../payments/refund-payment';
import { getOrder } from './orders';

/** The reason kept on the refund of an order its customer cancelled. */
export const CUSTOMER_CANCELLATION_REASON = 'Cancelled by the customer';

/**
 * The customer cancels their own order while it is processing or pre-ordered: its stock comes back and
 * what is left of its total is refunded in full, through the payments module's one refund call
 * (docs/decisions/cancellation-and-refunds.md). A shipped order cannot be cancelled.
 */
export async function cancelOrder({
  db,
  provider,
  events,
  logger,
  userId,
  orderId,
}: {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  logger?: Logger;
  userId: string;
  orderId: number;
}) {
  // Another user's order is answered exactly like a missing one (getOrder).
  const order = await getOrder({ db, userId, orderId });
  if (!order.canCancel) throw new AppError('unprocessable', 'This order can no longer be cancelled.');
  await refundPayment(
    { db, provider, events, logger },
    {
      kind: 'order',
      subjectId: orderId,
      amountCents: 'rest',
      cancels: true,
      reason: CUSTOMER_CANCELLATION_REASON,
      requestedBy: 'guest',
      requestedByUserId: userId,
    },
  );
  return getOrder({ db, userId, orderId });
}
