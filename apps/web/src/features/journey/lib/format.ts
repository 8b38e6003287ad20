import { formatMoneyWithCents, formatIsoDay } from '@/lib/format';
import type { JourneyItemKind } from '@restora/shared/contracts/journey';

// 'YYYY-MM-DD' read as a calendar day in local time, so no time zone moves it by a day.
const day = (iso: string) => formatIsoDay(iso, 'medium');

/** 'Jun 1, 2026 – Jun 5, 2026', 'From Jun 1, 2026', 'Until Jun 5, 2026' or 'No dates yet'. */
export function formatPlanDates(startDate: string | null, endDate: string | null): string {
  if (startDate && endDate) return `${day(startDate)} – ${day(endDate)}`;
  if (startDate) return `From ${day(startDate)}`;
  if (endDate) return `Until ${day(endDate)}`;
  return 'No dates yet';
}

export const formatItemCount = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

export const KIND_LABELS: Record<JourneyItemKind, string> = {
  stay: 'Stay',
  service: 'Service',
  product: 'Product',
};

const units: Record<JourneyItemKind, string> = { stay: ' / night', service: ' / session', product: '' };

/** '$120.00 / night', '$45.00 / session', '$29.99'. */
export const formatItemPrice = (kind: JourneyItemKind, cents: number) =>
  `${formatMoneyWithCents(cents)}${units[kind]}`;
