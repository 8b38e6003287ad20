import type { Database } from '../../db/client';
import type { paymentPurpose, payments } from '../../db/schema/payments';
import type { AuditActor } from '../audit/record-audit';
import type { Announce } from '../events/domain-events';
import type { RefundOf } from './refunded-so-far';
import type { SavedCard } from '../../adapters/payment-provider';

export type Payment = typeof payments.$inferSelect;

/** What the provider answered beyond the charge: the card it kept for later, if asked to. */
export type PaymentSettled = { savedCard?: SavedCard };
export type PaymentPurpose = (typeof paymentPurpose.enumValues)[number];

/** Who asked for a refund: the guest cancelling their own booking, a partner, or an operator. */
export type RefundParty = 'guest' | 'partner' | 'operator';

/**
 * One refund asked of the payments module (refund-payment.ts), whatever was sold: the kind of payment and
 * the booking or order it paid for. Who may ask is checked by the caller before it asks.
 */
export type RefundRequest = {
  kind: PaymentPurpose;
  /** The booking (a stay or a service) or the order refunded. */
  subjectId: number;
  /** Part of what is left, or all of it. */
  amountCents: number | 'rest';
  /** The refund comes with a cancellation: the thing sold is given up, even when nothing is left to give back. */
  cancels: boolean;
  reason: string;
  requestedBy: RefundParty;
  requestedByUserId: string;
  /** Who the audit trail names (a partner or an operator); none for a guest's own cancellation. */
  actor?: AuditActor;
};

/** The thing sold, locked by its kind for a refund: what the payments module needs of it. */
export type RefundSubject<Row> = {
  id: number;
  paymentId: number;
  totalCents: number;
  /** Paid for (not still held): only then may it be refunded. */
  paid: boolean;
  /** The kind's own view of it, handed back to its `onRefunded`. */
  row: Row;
};

/** What a refund wrote, for the kind's `onRefunded` (in the same transaction). */
export type Refunded<Row> = {
  request: RefundRequest;
  subject: RefundSubject<Row>;
  /** None when a cancellation found nothing left to give back. */
  refund: { id: number; amountCents: number } | null;
  /** Recorded against the subject before this refund, a failed refund included (it is still owed). */
  recordedBefore: number;
  /** What is left to refund once this refund is out (of the subject, never more than of its payment). */
  leftAfter: number;
};

/**
 * What a refund does to the thing sold, as its feature says (docs/decisions/cancellation-and-refunds.md,
 * "One refund call"): the payments module locks, sums, caps, records and asks the provider; the kind
 * locks its row and checks it may be refunded this way, then (after the refund is recorded) cancels what
 * is cancelled, gives back what was held, records the audit and announces the event its mail answers.
 */
export type RefundHooks<Row> = {
  subject: RefundOf;
  /** Locks the row (`FOR UPDATE`) before its payment; throws an AppError when it may not be refunded so. */
  lock(tx: Database, id: number, request: RefundRequest): Promise<RefundSubject<Row>>;
  onRefunded(tx: Database, refunded: Refunded<Row>, announce: Announce): Promise<void>;
};

/**
 * What a payment pays for, as the payments module sees it: the rows its hold wrote belong to the owning
 * feature, which says what becomes of them when the payment settles, and when it is refunded. Found by the
 * payment, so the same callbacks serve the request that paid and the sweep that runs after a crash.
 */
export type PaymentKind = {
  purpose: PaymentPurpose;
  /**
   * In the transaction that records the payment as succeeded: the held rows become the user's. `settled`
   * carries the card the provider kept, when the payment asked it to.
   */
  onPaid(tx: Database, payment: Payment, announce: Announce, settled?: PaymentSettled): Promise<void>;
  /** In the transaction that records the payment as failed (declined, or abandoned): the hold is let go. */
  onFailed(tx: Database, payment: Payment, announce?: Announce): Promise<void>;
  /**
   * In the transaction that records a request's authorization (docs/decisions/request-to-book.md): the held
   * rows stay as written; `settled` carries the card the provider kept, when the request asked it to.
   */
  onAuthorized?(tx: Database, payment: Payment, settled: PaymentSettled): Promise<void>;
  /**
   * The kind settles its own stalled payments (it asks the provider again with the same key), so the sweep
   * of stale holds leaves them alone: a retreat's balance (docs/decisions/retreats.md).
   */
  resumesItself?: boolean;
  /** What a refund of it does to the thing sold. */
  refunds: RefundHooks<unknown>;
};
