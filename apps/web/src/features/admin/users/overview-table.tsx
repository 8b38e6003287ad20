import type { OverviewDay } from '@restora/shared/contracts/admin-overview';
import { formatDollarsWithCents, formatIsoDay } from '../../../lib/format';

/** The charts' text alternative: every day's figures, newest first, folded away until opened. */
export function OverviewTable({ days }: { days: OverviewDay[] }) {
  return (
    <details className="mt-6 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft">
      <summary className="cursor-pointer font-medium text-primary-700">The 90 days as a table</summary>
      <div className="mt-3 max-h-96 overflow-auto">
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
                <td className="py-1.5 pr-4 text-right">{formatDollarsWithCents(d.revenue)}</td>
                <td className="py-1.5 text-right">{formatDollarsWithCents(d.refunds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
