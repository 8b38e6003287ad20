import { useId, type ReactNode } from 'react';
import { QUIZ_DURATIONS } from '@restora/shared/domain/quiz';
import { RETREAT_LENGTH_LABELS } from '@restora/shared/domain/retreats';
import { WELLNESS_FEATURES } from '@restora/shared/domain/stay-vocabulary';
import { formatDate, formatMoney } from '@/lib/format';

// The filters of /retreats, each a native select: the address holds them (docs/decisions/retreats.md).

export type RetreatFilterKey = 'month' | 'country' | 'length' | 'focus' | 'maxPriceCents' | 'spots';

const PRICES = [100_000, 150_000, 200_000, 300_000, 500_000];

/** This month and the eleven after it, as YYYY-MM with a label ("March 2027"). */
export function nextMonths(from = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: formatDate(new Date(d.getUTCFullYear(), d.getUTCMonth(), 1), 'monthYear') };
  });
}

function Filter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-sand-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-full min-w-0 rounded-xl border border-sand-300 bg-white px-3 text-sm text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        {children}
      </select>
    </div>
  );
}

export function RetreatFilters({
  values,
  countries,
  onChange,
}: {
  values: Partial<Record<RetreatFilterKey, string>>;
  countries: string[];
  onChange: (key: RetreatFilterKey, value: string) => void;
}) {
  return (
    <form
      role="search"
      aria-label="Filter retreats"
      onSubmit={(e) => e.preventDefault()}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6"
    >
      <Filter label="Month" value={values.month ?? ''} onChange={(v) => onChange('month', v)}>
        <option value="">Any month</option>
        {nextMonths().map((m) => (
          <option key={m.value} value={m.value}>
            {m.label}
          </option>
        ))}
      </Filter>
      <Filter label="Country" value={values.country ?? ''} onChange={(v) => onChange('country', v)}>
        <option value="">Anywhere</option>
        {countries.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </Filter>
      <Filter label="Length" value={values.length ?? ''} onChange={(v) => onChange('length', v)}>
        <option value="">Any length</option>
        {QUIZ_DURATIONS.map((d) => (
          <option key={d} value={d}>
            {RETREAT_LENGTH_LABELS[d]}
          </option>
        ))}
      </Filter>
      <Filter label="Focus" value={values.focus ?? ''} onChange={(v) => onChange('focus', v)}>
        <option value="">Any focus</option>
        {WELLNESS_FEATURES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </Filter>
      <Filter
        label="Price per person"
        value={values.maxPriceCents ?? ''}
        onChange={(v) => onChange('maxPriceCents', v)}
      >
        <option value="">Any price</option>
        {PRICES.map((p) => (
          <option key={p} value={String(p)}>
            Up to {formatMoney(p)}
          </option>
        ))}
      </Filter>
      <Filter label="Spots for" value={values.spots ?? ''} onChange={(v) => onChange('spots', v)}>
        <option value="">Any</option>
        {[1, 2, 3, 4].map((n) => (
          <option key={n} value={String(n)}>
            {n} {n === 1 ? 'person' : 'people'}
          </option>
        ))}
      </Filter>
    </form>
  );
}
