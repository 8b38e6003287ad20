import { lazy, Suspense, useId, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { differenceInCalendarDays, format } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import type { DateRange as DayPickerRange, Matcher, Modifiers } from 'react-day-picker';
import { cn } from '../../lib/cn';
import { Button } from './button';
import { Label } from './label';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export type DateRange = { from: string | null; to: string | null }; // 'YYYY-MM-DD'

type DateRangePickerProps = {
  value: DateRange;
  onChange: (v: DateRange) => void;
  /** Visible label text; the trigger is labelled by it. */
  label: string;
  id?: string;
  placeholder?: string;
  className?: string;
  /** 'YYYY-MM-DD'; earlier days are disabled (default: today). */
  minDate?: string;
  /** E.g. booked nights. */
  isDateDisabled?: (date: string) => boolean;
  numberOfMonths?: 1 | 2;
};

// The calendar and its stylesheet load when the popover first opens, never with the page.
const DayPicker = lazy(async () => {
  const [module] = await Promise.all([import('react-day-picker'), import('react-day-picker/style.css')]);
  return { default: module.DayPicker };
});

const toDate = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d);
};
const toIso = (date: Date) => format(date, 'yyyy-MM-dd');

/** 'Dec 1 – Dec 4, 2026'; the year on both ends when the range crosses a year. */
export function formatDateRange({ from, to }: DateRange): string | null {
  if (!from) return null;
  const start = toDate(from);
  if (!to) return `From ${format(start, 'MMM d, yyyy')}`;
  const end = toDate(to);
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
}

const wideQuery = '(min-width: 768px)';
function useIsWide() {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(wideQuery);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(wideQuery).matches,
    () => true,
  );
}

// The day's visible number is a word of its name ("May 5, 2026", not "May 5th"): WCAG 2.5.3.
const labels = {
  labelDayButton: (date: Date, modifiers: Modifiers) =>
    `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE, MMMM d, yyyy')}${modifiers.selected ? ', selected' : ''}`,
};

const calendarTheme = {
  '--rdp-accent-color': 'var(--color-primary-700)',
  '--rdp-accent-background-color': 'var(--color-primary-100)',
  '--rdp-today-color': 'var(--color-accent-700)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
  '--rdp-months-gap': '1.5rem',
} as CSSProperties;

export function DateRangePicker({
  value,
  onChange,
  label,
  id,
  placeholder = 'Add dates',
  className,
  minDate,
  isDateDisabled,
  numberOfMonths,
}: DateRangePickerProps) {
  const generatedId = useId();
  const triggerId = id ?? `${generatedId}-trigger`;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const [open, setOpen] = useState(false);
  const wide = useIsWide();
  const months = wide ? (numberOfMonths ?? 2) : 1;

  const min = minDate ? toDate(minDate) : new Date(new Date().setHours(0, 0, 0, 0));
  const disabled: Matcher[] = [{ before: min }];
  if (isDateDisabled) disabled.push((date: Date) => isDateDisabled(toIso(date)));

  const selected: DayPickerRange | undefined = value.from
    ? { from: toDate(value.from), to: value.to ? toDate(value.to) : undefined }
    : undefined;
  const text = formatDateRange(value);
  const nights = value.from && value.to ? differenceInCalendarDays(toDate(value.to), toDate(value.from)) : 0;

  const onSelect = (range: DayPickerRange | undefined) => {
    const next = { from: range?.from ? toIso(range.from) : null, to: range?.to ? toIso(range.to) : null };
    onChange(next);
    if (next.from && next.to) setOpen(false);
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label id={labelId} htmlFor={triggerId}>
        {label}
      </Label>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            id={triggerId}
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            className={
              'flex h-11 w-full items-center gap-2 rounded-xl border border-sand-300 bg-white px-4 text-left text-base ' +
              'hover:border-sand-400 focus-visible:border-primary-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
              'focus-visible:outline-primary-600/40 data-[state=open]:border-primary-600 sm:text-sm'
            }
          >
            <CalendarDays className="size-4 shrink-0 text-sand-600" aria-hidden />
            <span id={valueId} className={cn('truncate', text ? 'text-ink' : 'text-sand-600')}>
              {text ?? placeholder}
            </span>
          </button>
        </PopoverTrigger>
        <PopoverContent
          aria-label={`${label}: choose dates`}
          className="w-auto p-3"
          // The calendar focuses the selected day (or today) itself once it has loaded.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense
            fallback={
              <div role="status" className="grid h-72 w-72 place-items-center text-sm text-sand-700">
                Loading calendar...
              </div>
            }
          >
            <DayPicker
              mode="range"
              autoFocus
              min={1}
              resetOnSelect
              excludeDisabled
              numberOfMonths={months}
              defaultMonth={selected?.from ?? min}
              startMonth={min}
              selected={selected}
              onSelect={onSelect}
              disabled={disabled}
              labels={labels}
              style={calendarTheme}
              className="text-sm [&_.rdp-caption_label]:font-display [&_.rdp-caption_label]:text-base [&_.rdp-chevron]:fill-primary-700"
            />
          </Suspense>
          <div className="mt-2 flex items-center justify-between gap-3 border-t border-sand-200 pt-3">
            <p className="text-sm text-sand-700" aria-live="polite">
              {nights
                ? `${nights} ${nights === 1 ? 'night' : 'nights'}`
                : value.from
                  ? 'Select check-out date'
                  : 'Select check-in date'}
            </p>
            <Button
              variant="ghost"
              size="sm"
              disabled={!value.from}
              onClick={() => onChange({ from: null, to: null })}
            >
              Clear dates
            </Button>
          </div>
        </PopoverContent>
      </Popover>
    </div>
  );
}
