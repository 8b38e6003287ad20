import type { Database } from '../../db/client';
import type { paymentPurpose, payments } from '../../db/schema/payments';
import type { Announce } from '../events/domain-events';

export type Payment = typeof payments.$inferSelect;
export type PaymentPurpose = (typeof paymentPurpose.enumValues)[number];

/**
 * What a payment pays for, as the payments module sees it: the rows its hold wrote belong to the owning
 * feature, which says what becomes of them when the payment settles. Found by the payment, so the same
 * callbacks serve the request that paid and the sweep that runs after a crash.
 */
export type PaymentKind = {
  purpose: PaymentPurpose;
  /** In the transaction that records the payment as succeeded: the held rows become the user's. */
  onPaid(tx: Database, payment: Payment, announce: Announce): Promise<void>;
  /** In the transaction that records the payment as failed (declined, or abandoned): the hold is let go. */
  onFailed(tx: Database, payment: Payment): Promise<void>;
};
