import { formatIsoDay } from '@restora/shared/domain/format';
import { conflictClaim } from '@restora/shared/domain/room-calendar';
import { useCalendarConflicts } from '../api/list-calendar-conflicts';

/**
 * The open conflicts of partners' imported calendars with Restora bookings (docs/decisions/calendar-sync.md):
 * the bookings stand; the partner frees the nights on the other channel. Shown only when there are some.
 */
export function CalendarConflicts() {
  const { data } = useCalendarConflicts();
  if (!data?.items.length) return null;
  return (
    <section aria-labelledby="calendar-conflicts" className="mt-10 grid gap-3">
      <h2 id="calendar-conflicts" className="text-xl font-semibold">
        Calendar conflicts
      </h2>
      <p className="text-sand-700">
        Another channel’s calendar claims nights of these Restora bookings (or retreats’ programs). The
        bookings stand; the partner has been told by e-mail.
      </p>
      <ul className="grid gap-2">
        {data.items.map((c) => (
          <li key={c.id} className="rounded-md border border-sand-200 p-3 text-sm">
            <span className="font-medium">
              {c.propertyName} · {c.roomTitle}
            </span>
            : {c.feedName} from {formatIsoDay(c.from)} to {formatIsoDay(c.to)}, {conflictClaim(c)}
          </li>
        ))}
      </ul>
    </section>
  );
}
