import { useId } from 'react';
import type { OverviewFigures } from '@restora/shared/contracts/admin-overview';
import { formatMoneyWithCents } from '@/lib/format';

const count = (n: number) => n.toLocaleString('en-US');

/** One period's figures as a row of cards. */
export function OverviewCards({ title, figures }: { title: string; figures: OverviewFigures }) {
  const cards = [
    { label: 'Stay bookings', value: count(figures.stayBookings) },
    { label: 'Service bookings', value: count(figures.serviceBookings) },
    { label: 'Orders', value: count(figures.orders) },
    { label: 'Revenue', value: formatMoneyWithCents(figures.revenueCents) },
    { label: 'Refunds', value: formatMoneyWithCents(figures.refundsCents) },
  ];
  // An id may hold no space ("This month" did, so the section had no name).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map((c) => (
          <div
            key={c.label}
            className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft"
          >
            <dt className="text-sm text-sand-700">{c.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-ink">{c.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
