import type { KeyboardEvent } from 'react';
import type { CalendarDay, RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { addDaysIso } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { formatMoney, formatIsoDay } from '@/lib/format';
import { monthLabel, weeksOf, type NightRange } from '@/features/partners/lib/calendar-month';

const weekdays = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

/** What a screen reader hears for a night after its date: state, price, minimum stay. */
function nightState(day: CalendarDay): string {
  return day.state === 'booked'
    ? `booked by ${day.guestName ?? 'a guest'}`
    : day.state === 'blocked'
      ? `blocked${day.note ? ` (${day.note})` : ''}`
      : 'free';
}

function nightAfterPrice(day: CalendarDay): string {
  const extra = [
    day.overridden ? '(your price)' : '',
    day.minNights ? `minimum ${day.minNights} nights` : '',
    day.past ? 'past' : '',
  ].filter(Boolean);
  return ` a night${extra.length ? ` ${extra.join(', ')}` : ''}`;
}

const spokenDate = (day: CalendarDay) => {
  const match = /^(.*?)(\d+), (\d{4})$/.exec(formatIsoDay(day.date, 'long'));
  return match
    ? { before: match[1]!, number: match[2]!, year: match[3]! }
    : { before: '', number: String(Number(day.date.slice(8))), year: day.date.slice(0, 4) };
};

/** The night's whole description: 'Tuesday, December 3 2030, booked by Maya Lestari, $120 a night'. */
export function describeNight(day: CalendarDay): string {
  const { before, number, year } = spokenDate(day);
  return `${before}${number} ${year}, ${nightState(day)}, ${formatMoney(day.priceCents)}${nightAfterPrice(day)}`;
}

/**
 * A night button's content: the visible day number and price inside the spoken description, so the
 * accessible name contains what is seen (WCAG 2.5.3) and reads as describeNight.
 */
function NightContent({ day }: { day: CalendarDay }) {
  const { before, number, year } = spokenDate(day);
  return (
    <>
      <span className="sr-only">{before}</span>
      <span className="text-sm font-semibold">{number}</span>
      <span className="sr-only">{` ${year}, ${nightState(day)}, `}</span>
      <span
        className={cn(
          'text-[11px] leading-tight sm:text-xs',
          day.overridden && 'font-semibold text-accent-700',
        )}
      >
        {formatMoney(day.priceCents)}
      </span>
      <span className="sr-only">{nightAfterPrice(day)}</span>
      <span aria-hidden className="hidden w-full truncate text-xs sm:block">
        {day.state === 'booked' ? day.guestName : day.state === 'blocked' ? (day.note ?? 'Blocked') : ''}
      </span>
      {day.minNights ? (
        <span aria-hidden className="text-[11px] leading-tight text-sand-700">
          min {day.minNights}
        </span>
      ) : null}
    </>
  );
}

const stateStyles: Record<CalendarDay['state'], string> = {
  free: 'bg-white hover:bg-sand-50',
  booked: 'bg-primary-50 text-primary-900',
  blocked:
    'bg-sand-200 text-sand-900 [background-image:repeating-linear-gradient(135deg,transparent_0_6px,rgb(0_0_0/0.06)_6px_8px)]',
};

type Props = {
  calendar: RoomCalendar;
  selection: NightRange | null;
  onPick: (date: string) => void;
};

/**
 * A month of a room's nights as a table, Monday first: each night is a button that announces its date,
 * state, price and guest. Two taps choose a range; arrow keys move a day or a week.
 */
export function MonthGrid({ calendar, selection, onPick }: Props) {
  const weeks = weeksOf(calendar.days);
  const selected = (date: string) => Boolean(selection && selection.first <= date && date <= selection.last);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    const from = (event.target as HTMLElement).dataset.date;
    if (!step || !from) return;
    const next = event.currentTarget.querySelector<HTMLButtonElement>(
      `[data-date="${addDaysIso(from, step)}"]`,
    );
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <table className="w-full table-fixed text-left" onKeyDown={onKeyDown}>
      <caption className="sr-only">
        {calendar.room.title}, {monthLabel(calendar.month)}
      </caption>
      <thead>
        <tr>
          {weekdays.map(([short, long]) => (
            <th
              key={short}
              scope="col"
              abbr={long}
              className="pb-2 text-center text-xs font-semibold text-sand-600"
            >
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, i) => (
          <tr key={i}>
            {week.map((day, j) =>
              day ? (
                <td key={day.date} className="border border-sand-200 p-0 align-top">
                  <button
                    type="button"
                    data-date={day.date}
                    aria-pressed={selected(day.date)}
                    onClick={() => onPick(day.date)}
                    className={cn(
                      'flex h-16 w-full flex-col items-start gap-0.5 overflow-hidden p-1 text-left sm:h-24 sm:p-2',
                      'focus-visible:relative focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-600',
                      day.past && day.state === 'free' ? 'bg-sand-100 text-sand-800' : stateStyles[day.state],
                      selected(day.date) && 'ring-2 ring-inset ring-accent-600',
                    )}
                  >
                    <NightContent day={day} />
                  </button>
                </td>
              ) : (
                <td key={`pad-${j}`} className="border border-sand-100 bg-sand-50" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The key to the colours of the grid. */
export function GridLegend() {
  const items = [
    ['Free', stateStyles.free],
    ['Booked', stateStyles.booked],
    ['Blocked', stateStyles.blocked],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-4 text-sm text-sand-700" aria-label="Key">
      {items.map(([label, style]) => (
        <li key={label} className="flex items-center gap-2">
          <span aria-hidden className={cn('inline-block size-4 rounded border border-sand-300', style)} />
          {label}
        </li>
      ))}
      <li className="flex items-center gap-2">
        <span aria-hidden className="font-semibold text-accent-700">
          $
        </span>
        Your price for the night
      </li>
    </ul>
  );
}
