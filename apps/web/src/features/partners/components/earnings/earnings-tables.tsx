import type { ReactNode } from 'react';
import type { EarningsFigures, PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import {
  bookingCount,
  cancelledCount,
  EARNINGS_TEXTS as T,
  isIdle,
  MONTH_NAMES,
} from '@restora/shared/domain/partner-earnings';
import { formatUsd } from '@restora/shared/domain/format';

// The numbers behind the chart, and each property's year (docs/decisions/partner-earnings.md). On a phone
// the table scrolls sideways inside its box rather than squeezing the amounts.

function Amount({ cents, count }: { cents: number; count: string }) {
  return (
    <>
      <span className="block font-medium tabular-nums">{formatUsd(cents)}</span>
      <span className="block text-xs text-sand-600">{count}</span>
    </>
  );
}

function FigureCells({ figures: f }: { figures: EarningsFigures }) {
  const cell = 'px-1.5 py-2 text-right align-top sm:px-3';
  return (
    <>
      <td className={cell}>
        <Amount cents={f.grossCents} count={bookingCount(f.grossCount)} />
      </td>
      <td className={cell}>
        <Amount cents={f.cancelledCents} count={cancelledCount(f.cancelledCount)} />
      </td>
      <td className={cell}>
        <Amount cents={f.netCents} count={bookingCount(f.netCount)} />
      </td>
    </>
  );
}

function EarningsTable({
  caption,
  first,
  children,
  totals,
}: {
  caption: string;
  first: string;
  children: ReactNode;
  totals?: EarningsFigures;
}) {
  const head = 'px-1.5 py-2 text-right font-semibold sm:px-3';
  return (
    <div className="max-w-3xl overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white">
      <table className="w-full min-w-[20rem] text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-sand-200 bg-sand-50 text-sand-700">
          <tr>
            <th scope="col" className="px-1.5 py-2 text-left font-semibold sm:px-3">
              {first}
            </th>
            <th scope="col" className={head}>
              {T.gross}
            </th>
            <th scope="col" className={head}>
              {T.refunds}
            </th>
            <th scope="col" className={head}>
              {T.net}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-sand-100">{children}</tbody>
        {totals ? (
          <tfoot className="border-t-2 border-sand-300 bg-sand-50">
            <tr>
              <th scope="row" className="px-1.5 py-2 text-left align-top font-semibold sm:px-3">
                Total
              </th>
              <FigureCells figures={totals} />
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}

/** Month, gross, refunds and net, with the year's totals in the last row. */
export function MonthsTable({ earnings }: { earnings: PartnerEarnings }) {
  return (
    <EarningsTable caption={`Earnings per month of ${earnings.year}`} first="Month" totals={earnings.totals}>
      {earnings.months.map((m, i) => (
        <tr key={m.month}>
          <th scope="row" className="px-1.5 py-2 text-left align-top font-normal sm:px-3">
            {MONTH_NAMES[i]}
          </th>
          <FigureCells figures={m} />
        </tr>
      ))}
    </EarningsTable>
  );
}

/**
 * The partner's properties over the year, those with nothing in it left out and counted in a line below
 * (docs/decisions/partner-earnings.md, "Properties with nothing"). The answer keeps every property: the
 * property select offers them all.
 */
export function PropertiesTable({ earnings }: { earnings: PartnerEarnings }) {
  const shown = earnings.properties.filter((p) => !isIdle(p.totals));
  const idle = earnings.properties.length - shown.length;
  return (
    <>
      {shown.length ? (
        <EarningsTable caption={`Earnings per property in ${earnings.year}`} first="Property">
          {shown.map((p) => (
            <tr key={p.id} aria-current={p.id === earnings.propertyId ? 'true' : undefined}>
              <th scope="row" className="px-1.5 py-2 text-left align-top font-normal wrap-anywhere sm:px-3">
                {p.name}
              </th>
              <FigureCells figures={p.totals} />
            </tr>
          ))}
        </EarningsTable>
      ) : null}
      {idle ? <p className="text-sm text-sand-700">{T.idleProperties(idle, earnings.year)}</p> : null}
    </>
  );
}
