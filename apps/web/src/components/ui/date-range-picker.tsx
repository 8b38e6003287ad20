import { lazy, Suspense, useId, useRef, useState } from 'react';
import { CalendarDays } from 'lucide-react';
import { cn } from '@/lib/cn';
import { parseIsoDay } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { Label } from './label';

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
  /** 'YYYY-MM-DD'; later days are disabled (default: none). */
  maxDate?: string;
  /** The most nights a range may hold (default: no limit). */
  maxNights?: number;
  /** E.g. booked nights. */
  isDateDisabled?: (date: string) => boolean;
  numberOfMonths?: 1 | 2;
};

// The popover (Radix, floating-ui) and the calendar are not part of the page: they load when the visitor
// first points at, focuses or opens the field.
const loadPopover = () => import('./date-range-popover');
const DateRangePopover = lazy(loadPopover);

/** 'Dec 1 – Dec 4, 2026'; the year on both ends when the range crosses a year. */
export function formatDateRange({ from, to }: DateRange): string | null {
  const start = from ? parseIsoDay(from) : null;
  if (!start) return null;
  const end = to ? parseIsoDay(to) : null;
  if (!end) return `From ${formatDate(start, 'medium')}`;
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${formatDate(start, sameYear ? 'monthDay' : 'medium')} – ${formatDate(end, 'medium')}`;
}

export function DateRangePicker({
  value,
  onChange,
  label,
  id,
  placeholder = 'Add dates',
  className,
  minDate,
  maxDate,
  maxNights,
  isDateDisabled,
  numberOfMonths,
}: DateRangePickerProps) {
  const generatedId = useId();
  const triggerId = id ?? `${generatedId}-trigger`;
  const labelId = `${triggerId}-label`;
  const valueId = `${triggerId}-value`;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const text = formatDateRange(value);

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label id={labelId} htmlFor={triggerId}>
        {label}
      </Label>
      <button
        ref={triggerRef}
        id={triggerId}
        type="button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
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
      {used ? (
        <Suspense fallback={null}>
          <DateRangePopover
            value={value}
            onChange={onChange}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            label={label}
            minDate={minDate}
            maxDate={maxDate}
            maxNights={maxNights}
            isDateDisabled={isDateDisabled}
            numberOfMonths={numberOfMonths}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
