import { lazy, Suspense, useRef, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import type { DateRange as DayPickerRange, Matcher, Modifiers } from 'react-day-picker';
import { daysBetween, parseIsoDay, toIsoDay } from '@/lib/dates';
import { formatDate } from '@/lib/format';
import { Button } from './button';
import type { DateRange } from './date-range-picker';
import { Popover, PopoverAnchor, PopoverContent } from './popover';

// Loaded with the popover, on the first open of a date field (never with the page); the calendar and its
// stylesheet in their own chunk after that, while the popover shows "Loading calendar...".
const DayPicker = lazy(async () => {
  const [module] = await Promise.all([import('react-day-picker'), import('react-day-picker/style.css')]);
  return { default: module.DayPicker };
});

export type DateRangePopoverProps = {
  value: DateRange;
  onChange: (v: DateRange) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field's button: the popover is placed under it and gives focus back to it. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  minDate?: string | undefined;
  maxDate?: string | undefined;
  maxNights?: number | undefined;
  isDateDisabled?: ((date: string) => boolean) | undefined;
  numberOfMonths?: 1 | 2 | undefined;
};

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
    `${modifiers.today ? 'Today, ' : ''}${formatDate(date, 'long')}${modifiers.selected ? ', selected' : ''}`,
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

export default function DateRangePopover({
  value,
  onChange,
  open,
  onOpenChange,
  triggerRef,
  label,
  minDate,
  maxDate,
  maxNights,
  isDateDisabled,
  numberOfMonths,
}: DateRangePopoverProps) {
  const wide = useIsWide();
  const months = wide ? (numberOfMonths ?? 2) : 1;
  // Closing by a click elsewhere leaves focus where the visitor clicked; Escape or a full range returns it.
  const interactedOutside = useRef(false);

  const min = (minDate && parseIsoDay(minDate)) || new Date(new Date().setHours(0, 0, 0, 0));
  const max = maxDate ? parseIsoDay(maxDate) : null;
  const disabled: Matcher[] = [{ before: min }];
  if (max) disabled.push({ after: max });
  if (isDateDisabled) disabled.push((date: Date) => isDateDisabled(toIsoDay(date)));

  const from = value.from ? parseIsoDay(value.from) : null;
  const to = value.to ? parseIsoDay(value.to) : null;
  const selected: DayPickerRange | undefined = from ? { from, to: to ?? undefined } : undefined;
  const nights = value.from && value.to ? daysBetween(value.from, value.to) : 0;

  const onSelect = (range: DayPickerRange | undefined) => {
    const next = {
      from: range?.from ? toIsoDay(range.from) : null,
      to: range?.to ? toIsoDay(range.to) : null,
    };
    onChange(next);
    if (next.from && next.to) onOpenChange(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={triggerRef as RefObject<HTMLButtonElement>} />
      <PopoverContent
        aria-label={`${label}: choose dates`}
        className="w-auto p-3"
        // The calendar focuses the selected day (or today) itself once it has loaded.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          interactedOutside.current = false;
        }}
        onInteractOutside={(event) => {
          // The field's own button toggles the popover itself.
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!interactedOutside.current) triggerRef.current?.focus();
        }}
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
            {...(maxNights ? { max: maxNights } : {})}
            resetOnSelect
            excludeDisabled
            numberOfMonths={months}
            defaultMonth={selected?.from ?? min}
            startMonth={min}
            {...(max ? { endMonth: max } : {})}
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
  );
}
