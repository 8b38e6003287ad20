/**
 * The one price rule for a stay (docs/decisions/prices-and-quotes.md): used by the quote endpoint and by
 * payment.
 */

/** A room's cleaning fee unless its partner sets another (stay_rooms.cleaning_fee_cents defaults to it). */
export const CLEANING_FEE_CENTS = 2500;
export const SERVICE_FEE_CENTS = 3000;
export const TAX_RATE_PERCENT = 12;

export type QuoteLineKind = 'nights' | 'cleaning' | 'service' | 'taxes';
export type QuoteLine = { kind: QuoteLineKind; label: string; amountCents: number };

const DAY_MS = 86_400_000;

/** Nights between two YYYY-MM-DD dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/**
 * US dollars from integer cents, grouped by thousands, with cents only when there are some: $1,234 or
 * $19.99. Written out rather than with Intl.NumberFormat: making the first formatter loads the locale's
 * data, which cost every page with a price about 40 ms of a throttled phone's main thread while the app
 * takes the page over (bench:interactive).
 */
export function formatUsd(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = abs % 100;
  return `$${cents < 0 ? '-' : ''}${dollars}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * nightly price x nights, the room's cleaning fee (25 by default), service fee 30, taxes 12% of price x
 * nights rounded to whole dollars; the total is their sum. Integer cents throughout.
 */
export function quoteStay({
  nightlyPriceCents,
  nights,
  cleaningFeeCents = CLEANING_FEE_CENTS,
}: {
  nightlyPriceCents: number;
  nights: number;
  cleaningFeeCents?: number;
}) {
  if (!Number.isInteger(nightlyPriceCents) || nightlyPriceCents < 0)
    throw new RangeError('bad nightly price');
  if (!Number.isInteger(cleaningFeeCents) || cleaningFeeCents < 0) throw new RangeError('bad cleaning fee');
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('a stay has at least one night');
  const stayCents = nightlyPriceCents * nights;
  const taxCents = Math.round((stayCents * TAX_RATE_PERCENT) / 10_000) * 100;
  const lines: QuoteLine[] = [
    {
      kind: 'nights',
      label: `${formatUsd(nightlyPriceCents)} x ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      amountCents: stayCents,
    },
    { kind: 'cleaning', label: 'Cleaning fee', amountCents: cleaningFeeCents },
    { kind: 'service', label: 'Service fee', amountCents: SERVICE_FEE_CENTS },
    { kind: 'taxes', label: 'Taxes', amountCents: taxCents },
  ];
  return { lines, subtotalCents: stayCents, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
