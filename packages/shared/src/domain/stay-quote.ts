import { formatUsd } from './format';

// Where money was formatted before format.ts had it; new code imports it from './format'.
export { formatUsd };
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
 * nightly price x nights, the room's cleaning fee (25 by default), service fee 30, taxes 12% of price x
 * nights rounded to whole dollars; the total is their sum. Integer cents throughout. With
 * `nightlyPricesCents` (one per night, a partner's price overrides applied: docs/decisions/room-calendars.md)
 * the nights are summed, one line per run of nights at the same price.
 */
export function quoteStay({
  nightlyPriceCents,
  nights,
  nightlyPricesCents,
  cleaningFeeCents = CLEANING_FEE_CENTS,
}: {
  nightlyPriceCents: number;
  nights: number;
  nightlyPricesCents?: readonly number[];
  cleaningFeeCents?: number;
}) {
  if (!Number.isInteger(nightlyPriceCents) || nightlyPriceCents < 0)
    throw new RangeError('bad nightly price');
  if (!Number.isInteger(cleaningFeeCents) || cleaningFeeCents < 0) throw new RangeError('bad cleaning fee');
  if (!Number.isInteger(nights) || nights < 1) throw new RangeError('a stay has at least one night');
  const prices = nightlyPricesCents ?? Array.from({ length: nights }, () => nightlyPriceCents);
  if (prices.length !== nights || prices.some((p) => !Number.isInteger(p) || p < 0))
    throw new RangeError('bad nightly prices');
  const stayCents = prices.reduce((sum, p) => sum + p, 0);
  const taxCents = Math.round((stayCents * TAX_RATE_PERCENT) / 10_000) * 100;
  const lines: QuoteLine[] = [
    ...priceBands(prices).map(({ priceCents, count }) => ({
      kind: 'nights' as const,
      label: `${formatUsd(priceCents)} x ${count} ${count === 1 ? 'night' : 'nights'}`,
      amountCents: priceCents * count,
    })),
    { kind: 'cleaning', label: 'Cleaning fee', amountCents: cleaningFeeCents },
    { kind: 'service', label: 'Service fee', amountCents: SERVICE_FEE_CENTS },
    { kind: 'taxes', label: 'Taxes', amountCents: taxCents },
  ];
  return { lines, subtotalCents: stayCents, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}

/** Runs of consecutive nights at one price, in order. */
function priceBands(prices: readonly number[]) {
  const bands: { priceCents: number; count: number }[] = [];
  for (const priceCents of prices) {
    const last = bands[bands.length - 1];
    if (last && last.priceCents === priceCents) last.count++;
    else bands.push({ priceCents, count: 1 });
  }
  return bands;
}

/** YYYY-MM-DD `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type PriceRange = { fromDate: string; toDate: string; priceCents: number };

/**
 * The price of each night of a stay: the partner's override for that night where one applies, else the
 * room's base price (docs/decisions/room-calendars.md).
 */
export function nightlyPrices(
  checkIn: string,
  nights: number,
  baseCents: number,
  overrides: readonly PriceRange[],
): number[] {
  return Array.from({ length: nights }, (_, i) => {
    const night = addDays(checkIn, i);
    return overrides.find((o) => o.fromDate <= night && night < o.toDate)?.priceCents ?? baseCents;
  });
}
