/** Card rules shared by the payment form and the server (docs/decisions/payments.md). */

export const SAMPLE_CARD = {
  cardName: 'Alex Morgan',
  cardNumber: '4242424242424242',
  expiryDate: '12/30',
  cvv: '123',
  billingAddress: '12 Harbour Lane, Lisbon',
  zipCode: '1100-001',
} as const;

/** The simulated provider declines this number (docs/decisions/payments.md). */
export const DECLINED_CARD_NUMBER = '4000000000000002';

/**
 * The simulated provider charges this number now but declines it once saved (a card that expires or runs
 * out before a retreat's balance is due): the test card of a declined balance (docs/decisions/retreats.md).
 */
export const DECLINES_LATER_CARD_NUMBER = '4000000000000341';

/** Typing help for the expiry field: digits only, the slash inserted after the month, at most 5 characters. */
export function formatExpiryInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length <= 2) return raw.endsWith('/') && digits.length === 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** True when MM/YY is this month or later. */
export function isExpiryInFuture(expiry: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Card';
}
