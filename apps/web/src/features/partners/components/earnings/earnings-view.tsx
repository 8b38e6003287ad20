import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PartnerEarnings } from '@restora/shared/contracts/partner-earnings';
import {
  EARNINGS_MAX_YEAR,
  EARNINGS_MIN_YEAR,
  EARNINGS_TEXTS as T,
} from '@restora/shared/domain/partner-earnings';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { EarningsChart } from './earnings-chart';
import { MonthsTable, PropertiesTable } from './earnings-tables';
import { RetreatEarningsTable } from './retreat-earnings-table';

export type EarningsScope = { year: number; propertyId: number | undefined };

type Props = {
  earnings: PartnerEarnings;
  scope: EarningsScope;
  thisYear: number;
  onScope: (scope: EarningsScope) => void;
  loading: boolean;
};

/** The years offered: five back and one ahead of this one, and the one shown if it is further. */
function yearChoices(thisYear: number, shown: number) {
  const years = new Set<number>();
  for (let y = thisYear + 1; y >= thisYear - 5; y--) years.add(y);
  years.add(shown);
  return [...years].filter((y) => y >= EARNINGS_MIN_YEAR && y <= EARNINGS_MAX_YEAR).sort((a, b) => b - a);
}

/** A year of the partner's earnings: the choices, the chart, the months and the properties. */
export function EarningsView({ earnings, scope, thisYear, onScope, loading }: Props) {
  const { year, propertyId } = scope;
  const property = earnings.properties.find((p) => p.id === propertyId);
  return (
    <div className="grid gap-8">
      <p className="max-w-2xl text-sand-700">{T.intro}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="earnings-year">Year</Label>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              disabled={year <= EARNINGS_MIN_YEAR}
              onClick={() => onScope({ year: year - 1, propertyId })}
              aria-label={`Previous year, ${year - 1}`}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Select
              id="earnings-year"
              className="w-28"
              value={year}
              onChange={(e) => onScope({ year: Number(e.target.value), propertyId })}
            >
              {yearChoices(thisYear, year).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
            <Button
              variant="outline"
              size="icon"
              disabled={year >= EARNINGS_MAX_YEAR}
              onClick={() => onScope({ year: year + 1, propertyId })}
              aria-label={`Next year, ${year + 1}`}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        </div>
        <div className="grid w-full gap-1.5 sm:w-72">
          <Label htmlFor="earnings-property">Property</Label>
          <Select
            id="earnings-property"
            value={propertyId ?? ''}
            onChange={(e) =>
              onScope({ year, propertyId: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">{T.allProperties}</option>
            {earnings.properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <section aria-labelledby="earnings-months" aria-busy={loading} className="grid gap-4">
        <h2 id="earnings-months" className="text-2xl font-semibold wrap-anywhere" aria-live="polite">
          {property ? property.name : T.allProperties}, {earnings.year}
        </h2>
        {earnings.totals.grossCount === 0 ? <p className="text-sand-700">{T.empty}</p> : null}
        <EarningsChart year={earnings.year} months={earnings.months} totals={earnings.totals} />
        <MonthsTable earnings={earnings} />
      </section>

      <section aria-labelledby="earnings-properties" className="grid gap-4">
        <h2 id="earnings-properties" className="text-2xl font-semibold">
          {T.byProperty}, {earnings.year}
        </h2>
        <PropertiesTable earnings={earnings} />
      </section>

      <section aria-labelledby="earnings-retreats" className="grid gap-4">
        <h2 id="earnings-retreats" className="text-2xl font-semibold">
          Retreats, {earnings.year}
        </h2>
        <RetreatEarningsTable retreats={earnings.retreats} year={earnings.year} />
      </section>
    </div>
  );
}
