const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Dollars from the API -> '$1,234.50'; always with cents, so shipping reads '$0.00' (spec §9). */
export const formatMoney = (dollars: number) => usd.format(dollars);

/** '2027-01-20' or a timestamp -> 'Jan 20, 2027', read as a calendar day (no time-zone shift). */
export function formatCalendarDate(iso: string): string {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** An order's creation time in the reader's own time zone. */
export function formatOrderDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
