import { CalendarCheck, CalendarClock, Star, Wallet } from 'lucide-react';
import type { Dashboard } from '@restora/shared/contracts/bookings';
import { formatMoney } from '@/lib/format';

export function StatCards({ dashboard }: { dashboard: Dashboard }) {
  const cards = [
    { label: 'Total Bookings', value: String(dashboard.totalBookings), icon: CalendarCheck },
    { label: 'Upcoming Stays', value: String(dashboard.upcomingStays), icon: CalendarClock },
    { label: 'Total Spent', value: formatMoney(dashboard.totalSpentCents), icon: Wallet },
    {
      label: 'Average Rating',
      value: dashboard.averageRating === null ? 'N/A' : dashboard.averageRating.toFixed(1),
      icon: Star,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <div
          key={label}
          className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft"
        >
          <dt className="flex items-center gap-2 text-sm text-sand-700">
            <Icon className="size-4 text-primary-700" aria-hidden /> {label}
          </dt>
          <dd className="mt-2 font-display text-3xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
