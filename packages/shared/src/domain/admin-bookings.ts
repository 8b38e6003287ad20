import { dollarsToCents, formatUsd } from './format';
import type { OrderStatus } from './shop-rules';

// The operator's bookings and orders (docs/decisions/admin-bookings.md): the order steps an administrator
// may take, the refund rule, and the messages both sides show. Plain values, so the site imports them
// without zod.

export const REFUND_REASON_LIMITS = { min: 3, max: 500 } as const;
export const REFUND_REASON_REQUIRED = 'Say why the money is given back (at least 3 characters)';
export const REFUND_REASON_TOO_LONG = 'Keep the reason under 500 characters';
export const REFUND_AMOUNT_INVALID = 'Enter an amount of at least $0.01, in whole cents';
export const NOTHING_LEFT_TO_REFUND = 'Nothing is left to refund: it has all been refunded already.';
export const REFUND_NOT_FAILED = 'Only a failed refund can be tried again.';

/** The refund dialog's dollars as cents: '12.5' -> 1250; '' -> undefined (all that is left). */
export const refundAmountCents = (amount: string) =>
  amount.trim() === '' ? undefined : dollarsToCents(amount);

/** The message of a refund larger than what is left of the charge. */
export const refundTooLarge = (leftCents: number) => `At most ${formatUsd(leftCents)} is left to refund.`;

/**
 * The amount a refund gives back: the one asked for, or all that is left when none is asked. Null when it
 * cannot: nothing is left, or more is asked than is left.
 */
export function refundAmount(askedCents: number | undefined, leftCents: number): number | null {
  if (leftCents <= 0) return null;
  const amount = askedCents ?? leftCents;
  return amount > 0 && amount <= leftCents ? amount : null;
}

/**
 * The next status an administrator may give an order: processing (or a pre-order once released) ships,
 * a shipped order is delivered; delivered and cancelled are final.
 */
const NEXT_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  processing: 'shipped',
  pre_ordered: 'shipped',
  shipped: 'delivered',
};

export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return NEXT_STATUS[status] ?? null;
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return nextOrderStatus(from) === to;
}

export const orderMoveRefused = (from: OrderStatus, to: OrderStatus) => {
  const next = nextOrderStatus(from);
  return next
    ? `An order that is ${from.replace('_', '-')} can only be marked ${next}, not ${to.replace('_', '-')}.`
    : `An order that is ${from.replace('_', '-')} cannot change status any more.`;
};

/** A full refund cancels an order (and returns its stock) only while it has not left the warehouse. */
export const refundCancelsOrder = (status: OrderStatus) =>
  status === 'processing' || status === 'pre_ordered';
