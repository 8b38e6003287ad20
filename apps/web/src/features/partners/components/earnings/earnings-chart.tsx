import type { EarningsFigures, EarningsMonth } from '@restora/shared/contracts/partner-earnings';
import { EARNINGS_TEXTS as T, MONTH_NAMES } from '@restora/shared/domain/partner-earnings';
import { formatUsd } from '@restora/shared/domain/format';

// The month bars of the earnings page (docs/decisions/partner-earnings.md), drawn by hand: a charting
// library would cost more than the whole page. Each bar is the month's gross, split into what stands (net,
// below) and what was refunded (above). Bars and grid lines are placed in percentages, so the text keeps
// its size at any width; the table below the chart holds the same numbers for screen readers.

const TICKS = 4;

/** A round top for the scale, at least `cents`: 1, 2, 2.5 or 5 times a power of ten dollars. */
export function scaleTop(cents: number): number {
  if (cents <= 0) return 10_000;
  const power = 10 ** Math.floor(Math.log10(cents));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= cents) return step * power;
  return 10 * power;
}

/** What a screen reader hears for the chart: the year's figures and its best month. */
export function chartSummary(year: number, months: EarningsMonth[], totals: EarningsFigures): string {
  const year_ = `${T.gross} ${formatUsd(totals.grossCents)}, ${T.refunds.toLowerCase()} ${formatUsd(totals.cancelledCents)}, ${T.net.toLowerCase()} ${formatUsd(totals.netCents)}`;
  if (totals.grossCount === 0) return `Earnings per month of ${year}: none. ${T.empty}`;
  const best = months.reduce((a, b) => (b.grossCents > a.grossCents ? b : a));
  const bestName = MONTH_NAMES[Number(best.month.slice(5)) - 1];
  return `Earnings per month of ${year}. ${year_}. Highest gross in ${bestName}: ${formatUsd(best.grossCents)}.`;
}

export function EarningsChart({
  year,
  months,
  totals,
}: {
  year: number;
  months: EarningsMonth[];
  totals: EarningsFigures;
}) {
  const top = scaleTop(Math.max(0, ...months.map((m) => m.grossCents)));
  const pct = (cents: number) => (cents / top) * 100;
  const slot = 100 / months.length;
  return (
    <figure className="grid gap-3">
      <div role="img" aria-label={chartSummary(year, months, totals)} className="grid gap-1">
        <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
          <div className="relative h-56 text-right text-xs text-sand-600">
            {Array.from({ length: TICKS + 1 }, (_, i) => (
              <span
                key={i}
                className="absolute right-0 -translate-y-1/2 tabular-nums"
                style={{ top: `${100 - (i * 100) / TICKS}%` }}
              >
                {formatUsd((top * i) / TICKS)}
              </span>
            ))}
          </div>
          <svg className="h-56 w-full overflow-visible" aria-hidden="true" focusable="false">
            {Array.from({ length: TICKS + 1 }, (_, i) => (
              <line
                key={i}
                x1="0"
                x2="100%"
                y1={`${100 - (i * 100) / TICKS}%`}
                y2={`${100 - (i * 100) / TICKS}%`}
                className={i === 0 ? 'stroke-sand-400' : 'stroke-sand-200'}
                strokeWidth="1"
              />
            ))}
            {months.map((m, i) => {
              const x = `${i * slot + slot * 0.2}%`;
              const width = `${slot * 0.6}%`;
              return (
                <g key={m.month} data-month={m.month}>
                  <rect
                    x={x}
                    width={width}
                    y={`${100 - pct(m.netCents)}%`}
                    height={`${pct(m.netCents)}%`}
                    className="fill-primary-600"
                  />
                  <rect
                    x={x}
                    width={width}
                    y={`${100 - pct(m.grossCents)}%`}
                    height={`${pct(m.cancelledCents)}%`}
                    className="fill-accent-300"
                  />
                </g>
              );
            })}
          </svg>
        </div>
        <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
          <span />
          <div className="grid grid-cols-12 text-center text-xs text-sand-600">
            {MONTH_NAMES.map((name) => (
              <span key={name}>
                <span className="sm:hidden">{name[0]}</span>
                <span className="hidden sm:inline">{name}</span>
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-sand-700">
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-primary-600" aria-hidden />
          {T.net}
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="size-3 rounded-sm bg-accent-300" aria-hidden />
          {T.refunds}
        </span>
        <span>Bar height: {T.gross.toLowerCase()}</span>
      </figcaption>
    </figure>
  );
}
