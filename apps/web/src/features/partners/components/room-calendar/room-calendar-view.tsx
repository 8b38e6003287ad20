import { useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { calendarMonths, shiftMonth } from '@restora/shared/domain/room-calendar';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';
import { monthLabel, orderedRange, type NightRange } from '@/features/partners/lib/calendar-month';
import { CalendarActions } from './calendar-actions';
import { GridLegend, MonthGrid } from './month-grid';

type Props = {
  calendar: RoomCalendar;
  month: string;
  onMonth: (month: string) => void;
  loading: boolean;
};

/**
 * A room's month for its partner (docs/decisions/room-calendars.md): the grid with previous and next
 * month, and the actions on the chosen nights. A first tap starts a range, a second ends it.
 */
export function RoomCalendarView({ calendar, month, onMonth, loading }: Props) {
  const [selection, setSelection] = useState<NightRange | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  // The months the calendar shows (docs/decisions/room-calendars.md).
  const [months] = useState(() => calendarMonths());

  const pick = (date: string) => {
    if (anchor) {
      setSelection(orderedRange(anchor, date));
      setAnchor(null);
    } else {
      setSelection({ first: date, last: date });
      setAnchor(date);
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section aria-labelledby="calendar-month" className="grid gap-4">
        <div className="flex items-center justify-between gap-2">
          <Button
            variant="outline"
            size="icon"
            disabled={month <= months.first}
            onClick={() => onMonth(shiftMonth(month, -1))}
            aria-label={`Previous month, ${monthLabel(shiftMonth(month, -1))}`}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <h2 id="calendar-month" className="text-xl font-semibold" aria-live="polite" aria-busy={loading}>
            {monthLabel(month)}
          </h2>
          <Button
            variant="outline"
            size="icon"
            disabled={month >= months.last}
            onClick={() => onMonth(shiftMonth(month, 1))}
            aria-label={`Next month, ${monthLabel(shiftMonth(month, 1))}`}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
        <p className="text-sm text-sand-700">
          Room price {formatMoney(calendar.room.basePriceCents)} a night.{' '}
          {anchor ? 'Now tap the last night.' : 'Tap the first night, then the last, or fill in the dates.'}
        </p>
        <MonthGrid calendar={calendar} selection={selection} onPick={pick} />
        <GridLegend />
      </section>
      <section aria-labelledby="calendar-actions">
        <h2 id="calendar-actions" className="mb-4 text-xl font-semibold">
          Change nights
        </h2>
        <CalendarActions
          roomId={calendar.room.id}
          selection={selection}
          onSelect={(range) => {
            setSelection(range);
            setAnchor(null);
          }}
        />
      </section>
    </div>
  );
}
