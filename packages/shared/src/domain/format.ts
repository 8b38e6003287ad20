import { parseIsoDay } from './dates';

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

// Money is written by formatUsd (packages/shared) rather than Intl.NumberFormat: the server's HTML and
// the browser's agree, and no locale data loads while the app takes the page over. Dates use Intl's en-US
// formats ('MMM d, yyyy', docs/decisions/screens-and-texts.md), each made the first time it is needed.
//
// Money travels as integer cents, in every response and request body (docs/decisions/money-on-the-wire.md).
// Dollars exist only as text: typed into a form, in a URL the spec names, on screen. The conversions
// between the two are these, and the site's and the e-mails' only ones.

/** Cents -> '$1,234' or '$19.99': cents only when there are some (prices on cards, quotes, totals). */
export const formatMoney = (cents: number) => formatUsd(cents);

/**
 * Cents -> '$1,234.50' or '$0.00': always with cents (cart, orders and journey), so shipping reads '$0.00'
 * (docs/decisions/screens-and-texts.md).
 */
export function formatMoneyWithCents(cents: number): string {
  const whole = Math.round(cents);
  return `${whole < 0 ? '-' : ''}${formatUsd(Math.abs(whole))}${whole % 100 === 0 ? '.00' : ''}`;
}

/** Whole dollars or dollars and cents, as typed: 120, 120.5, 120.50. */
export const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Cents from dollars: a number (a price filter's whole dollars), or text as typed. Text that DOLLARS
 * accepts is read without floating-point drift; empty text is NaN (a form's missing number), and other
 * text is not rounded, so the contracts can refuse what is not a number or not whole cents.
 */
export function dollarsToCents(dollars: number | string): number {
  if (typeof dollars === 'number') return Math.round(dollars * 100);
  const text = dollars.trim();
  if (DOLLARS.test(text)) {
    const [whole = '0', cents = ''] = text.split('.');
    return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  }
  return text === '' ? Number.NaN : Number(text) * 100;
}

/**
 * A form's text for an amount in cents: 12000 -> '120', 12050 -> '120.50'; with `withCents`, always two
 * decimals (12000 -> '120.00').
 */
export function centsToDollars(cents: number, withCents = false): string {
  const rest = cents % 100;
  const whole = Math.floor(cents / 100);
  return rest === 0 && !withCents ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Whole dollars of an amount in cents, rounded (a price filter's slider, a quiz budget's words). */
export const centsToWholeDollars = (cents: number) => Math.round(cents / 100);

const dateStyles = {
  /** 'Dec 1' */
  monthDay: { month: 'short', day: 'numeric' },
  /** 'Tue, Dec 1' */
  weekdayMonthDay: { weekday: 'short', month: 'short', day: 'numeric' },
  /** 'Dec 1, 2026' */
  medium: { month: 'short', day: 'numeric', year: 'numeric' },
  /** 'Tue, Dec 1, 2026' */
  weekday: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  /** 'December 2026' */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'Tuesday, December 1, 2026' */
  long: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof dateStyles;

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

/** A date in the visitor's time zone, in one of the styles. */
export function formatDate(date: Date, style: DateStyle): string {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', dateStyles[style]);
    formatters.set(style, formatter);
  }
  return formatter.format(date);
}

/**
 * A 'YYYY-MM-DD' calendar day, or the day a timestamp starts with ('2027-01-20T…'), in one of the styles:
 * read as a day, so no time zone moves it. Text that is not a day is returned as it is.
 */
export function formatIsoDay(iso: string, style: DateStyle = 'medium'): string {
  const date = parseIsoDay(iso.slice(0, 10));
  return date ? formatDate(date, style) : iso;
}

/** A moment (an order placed) as the day it was where the reader is: 'Jan 20, 2027'. */
export const formatLocalDate = (timestamp: string) => formatDate(new Date(timestamp), 'medium');
