import { useId, useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import { MAX_STAY_NIGHTS, pickerDays } from '@restora/shared/domain/booking-window';
import { Button } from '@/components/ui/button';
import { DateRangePicker } from '@/components/ui/date-range-picker';
import { cn } from '@/lib/cn';
import { toIsoDay } from '@/lib/dates';
import { GoalField } from './goal-field';
import { GuestsStepper } from './guests-stepper';
import { LocationField } from './location-field';
import { resolveGoal, type SearchFields } from './search-values';

type SearchFormProps = {
  initial: SearchFields;
  options: FilterOptions | undefined;
  optionsLoading: boolean;
  onSubmit: (fields: SearchFields) => void;
  className?: string;
};

export function SearchForm({ initial, options, optionsLoading, onSubmit, className }: SearchFormProps) {
  const id = useId();
  const [fields, setFields] = useState(initial);
  // The booking window (docs/decisions/bookings-and-availability.md, "Date windows").
  const [lastCheckOut] = useState(() => pickerDays(toIsoDay(new Date())).lastCheckOut);
  // Back, forward or "Clear filters" changed the URL: start again from it (adjusted during render, so
  // focus stays where it is, unlike a remount).
  const initialKey = JSON.stringify(initial);
  const [syncedKey, setSyncedKey] = useState(initialKey);
  if (syncedKey !== initialKey) {
    setSyncedKey(initialKey);
    setFields(initial);
  }
  const set = (patch: Partial<SearchFields>) => setFields((f) => ({ ...f, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...fields, goal: resolveGoal(options?.wellnessGoals ?? [], fields.goal) });
  };

  return (
    <form
      role="search"
      aria-label="Search stays"
      onSubmit={submit}
      className={cn(
        'grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 shadow-soft sm:grid-cols-2 sm:gap-4 sm:p-5',
        'lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1.2fr)_minmax(0,0.85fr)_minmax(0,1fr)_auto] lg:items-end lg:gap-3',
        className,
      )}
    >
      <LocationField
        id={`${id}-location`}
        value={fields.location}
        onChange={(location) => set({ location })}
        locations={options?.locations}
        className="sm:col-span-2 lg:col-span-1"
      />
      <DateRangePicker
        id={`${id}-dates`}
        label="Dates"
        placeholder="Check-in – Check-out"
        value={{ from: fields.dateFrom, to: fields.dateTo }}
        onChange={({ from, to }) => set({ dateFrom: from, dateTo: to })}
        maxDate={lastCheckOut}
        maxNights={MAX_STAY_NIGHTS}
      />
      <GuestsStepper id={`${id}-guests`} value={fields.guests} onChange={(guests) => set({ guests })} />
      <GoalField
        id={`${id}-goal`}
        value={fields.goal}
        onChange={(goal) => set({ goal })}
        goals={options?.wellnessGoals}
        isLoading={optionsLoading}
        className="sm:col-span-2 lg:col-span-1"
      />
      <Button type="submit" size="lg" className="h-11 sm:col-span-2 lg:col-span-1">
        <Search aria-hidden /> Search
      </Button>
    </form>
  );
}
