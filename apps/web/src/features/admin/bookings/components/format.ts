import { formatMoneyWithCents, formatLocalDate } from '@/lib/format';

/** Cents as dollars with their cents: $12.50. */
export const money = formatMoneyWithCents;

/** A moment as the reader's local day and time: 'Jan 20, 2027, 14:05'. */
export function moment(timestamp: string) {
  const date = new Date(timestamp);
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  return `${formatLocalDate(timestamp)}, ${time}`;
}
