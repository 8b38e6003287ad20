import { formatMoney } from '@/lib/format';

/**
 * The card form's button: "Pay $X" books at once; a request to book only authorizes the card, so it does
 * not say Pay (docs/decisions/request-to-book.md, "What the guest and the host see"). For a stay on the
 * payment page and for a retreat's place.
 */
export function payLabel(request: boolean, amountCents: number | undefined) {
  const amount = amountCents === undefined ? null : formatMoney(amountCents);
  if (request) return amount ? `Request to book · ${amount}` : 'Request to book';
  return amount ? `Pay ${amount}` : 'Pay now';
}
