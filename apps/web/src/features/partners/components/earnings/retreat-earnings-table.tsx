import type { PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import { MONTH_NAMES } from '@restora/shared/domain/partner-earnings';
import { formatUsd } from '@restora/shared/domain/format';

// Retreat places by the month of their program's start, beside the bookings' months
// (docs/decisions/retreats-back-office.md, "Partner earnings"): deposits, balances, refunds and net.

type Retreats = PartnerEarnings['retreats'];
type Figures = Retreats['totals'];

const places = (n: number) => `${n} ${n === 1 ? 'place' : 'places'}`;

function Cells({ f }: { f: Figures }) {
  const cell = 'px-1.5 py-2 text-right align-top tabular-nums sm:px-3';
  return (
    <>
      <td className={cell}>{formatUsd(f.depositCents)}</td>
      <td className={cell}>{formatUsd(f.balanceCents)}</td>
      <td className={cell}>{formatUsd(f.refundedCents)}</td>
      <td className={cell}>
        <span className="block font-medium">{formatUsd(f.netCents)}</span>
        <span className="block text-xs text-sand-600">{places(f.places)}</span>
      </td>
    </>
  );
}

/** The months that had a paid retreat place, and the year; nothing when no place was paid. */
export function RetreatEarningsTable({ retreats, year }: { retreats: Retreats; year: number }) {
  if (retreats.totals.places === 0)
    return <p className="text-sand-700">No retreat place was paid this year.</p>;
  const head = 'px-1.5 py-2 text-right font-semibold sm:px-3';
  return (
    <div className="max-w-3xl overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white">
      <table className="w-full min-w-[20rem] text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">Retreats by the month of their start, {year}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-sand-700">
          <tr>
            <th scope="col" className="px-1.5 py-2 text-left font-semibold sm:px-3">
              Start month
            </th>
            <th scope="col" className={head}>
              Deposits
            </th>
            <th scope="col" className={head}>
              Balances
            </th>
            <th scope="col" className={head}>
              Refunds
            </th>
            <th scope="col" className={head}>
              Net
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">
          {retreats.months.map((m, i) =>
            m.places === 0 ? null : (
              <tr key={m.month}>
                <th scope="row" className="px-1.5 py-2 text-left align-top font-medium sm:px-3">
                  {MONTH_NAMES[i]}
                </th>
                <Cells f={m} />
              </tr>
            ),
          )}
        </tbody>
        <tfoot className="border-t-2 border-sand-300 bg-sand-50">
          <tr>
            <th scope="row" className="px-1.5 py-2 text-left align-top font-semibold sm:px-3">
              Total
            </th>
            <Cells f={retreats.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
