import type { OverviewDay } from '@restora/shared/contracts/admin-overview';
import { formatMoneyWithCents, formatIsoDay } from '@/lib/format';

/** The charts' text alternative: every day's figures, newest first, folded away until opened. */
export function OverviewTable({ days }: { days: OverviewDay[] }) {
  return (
    <details className="mt-6 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft">
      <summary className="cursor-pointer font-medium text-primary-700">The 90 days as a table</summary>
      {/* 90 rows scroll in it, so it takes focus: a keyboard can scroll it too (WCAG 2.1.1). */}
      <div
        tabIndex={0}
        role="group"
        aria-label="The 90 days, newest first"
        className="mt-3 max-h-96 overflow-auto focus-visible:outline-2 focus-visible:outline-primary-600"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Bookings, orders, revenue and refunds per day, newest first</caption>
          <thead className="sticky top-0 bg-white text-xs uppercase tracking-wider text-sand-700">
            <tr>
              <th scope="col" className="py-2 pr-4">
                Day
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Bookings
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Orders
              </th>
              <th scope="col" className="py-2 pr-4 text-right">
                Revenue
              </th>
              <th scope="col" className="py-2 text-right">
                Refunds
              </th>
            </tr>
          </thead>
          <tbody className="tabular-nums">
            {[...days].reverse().map((d) => (
              <tr key={d.date} className="border-t border-sand-100">
                <th scope="row" className="py-1.5 pr-4 font-normal whitespace-nowrap">
                  {formatIsoDay(d.date)}
                </th>
                <td className="py-1.5 pr-4 text-right">{d.bookings}</td>
                <td className="py-1.5 pr-4 text-right">{d.orders}</td>
                <td className="py-1.5 pr-4 text-right">{formatMoneyWithCents(d.revenueCents)}</td>
                <td className="py-1.5 text-right">{formatMoneyWithCents(d.refundsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
