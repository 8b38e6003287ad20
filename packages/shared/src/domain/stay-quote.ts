/** The one price rule for a stay (DECISIONS.md "Stays"): used by the quote endpoint and by payment. */

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

// Made once: toLocaleString with options builds a new formatter on every call (a quote formats four
// amounts; bench:load measured that at 1.6% of the server's CPU).
const wholeDollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatUsd(cents: number): string {
  return `$${(cents % 100 === 0 ? wholeDollars : withCents).format(cents / 100)}`;
}

/**
 * nightly price x nights, cleaning fee 25, service fee 30, taxes 12% of price x nights rounded to whole
 * dollars; the total is their sum. Integer cents throughout.
 */
export function quoteStay({ nightlyPriceCents, nights }: { nightlyPriceCents: number; nights: number }) {
  if (!Number.isInteger(nightlyPriceCents) || nightlyPriceCents < 0)
    throw new RangeError('bad nightly price');
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('a stay has at least one night');
  const stayCents = nightlyPriceCents * nights;
  const taxCents = Math.round((stayCents * TAX_RATE_PERCENT) / 10_000) * 100;
  const lines: QuoteLine[] = [
    {
      kind: 'nights',
      label: `${formatUsd(nightlyPriceCents)} x ${nights} ${nights === 1 ? 'night' : 'nights'}`,
      amountCents: stayCents,
    },
    { kind: 'cleaning', label: 'Cleaning fee', amountCents: CLEANING_FEE_CENTS },
    { kind: 'service', label: 'Service fee', amountCents: SERVICE_FEE_CENTS },
    { kind: 'taxes', label: 'Taxes', amountCents: taxCents },
  ];
  return { lines, subtotalCents: stayCents, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}
