import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { MAX_STAY_NIGHTS, pickerDays } from '@restora/shared/domain/booking-window';
import { nightsBetween } from '@restora/shared/domain/stay-quote';
import { Button } from '@/components/ui/button';
import { DateRangePicker, type DateRange } from '@/components/ui/date-range-picker';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { readBookingSelection } from '@/lib/booking-selection';
import { formatMoney } from '@/lib/format';
import { useBookedRanges } from '@/features/stays/api/get-booked-ranges';
import { useStayQuote } from '@/features/stays/api/get-stay-quote';
import {
  bookingWindow,
  DEFAULT_MAX_GUESTS,
  initialDates,
  initialGuests,
  isDaySelectable,
  rangeHasBookedNight,
  todayIso,
} from './booked-nights';
import { QuoteBreakdown } from './quote-breakdown';
import { useBookNow } from './use-book-now';

const BOOKED_MESSAGE = 'Some nights in those dates are already booked. Please choose other dates.';

type BookingPanelProps = {
  room: StayRoom;
  signedIn: boolean;
  /** The session is still being checked: Book Now waits so it sends the visitor the right way. */
  sessionPending: boolean;
};

/**
 * Dates, guests, the server's quote and Book Now (docs/decisions/bookings-and-availability.md,
 * docs/decisions/prices-and-quotes.md).
 */
export function BookingPanel({ room, signedIn, sessionPending }: BookingPanelProps) {
  const id = useId();
  const [params] = useSearchParams();
  const [today] = useState(todayIso);
  const roomId = String(room.id);
  const maxGuests = room.maxGuests > 0 ? room.maxGuests : DEFAULT_MAX_GUESTS;

  // From the link first; else what this visitor chose here before signing in (the saved selection).
  const [saved] = useState(() => {
    const selection = readBookingSelection();
    return selection?.type === 'property' && selection.listingId === roomId ? selection : null;
  });
  const [dates, setDates] = useState<DateRange>(() => {
    const linked = initialDates(params.get('dateFrom'), params.get('dateTo'), today);
    return linked.from ? linked : initialDates(saved?.checkIn ?? null, saved?.checkOut ?? null, today);
  });
  const [guests, setGuests] = useState(() =>
    initialGuests(params.get('guests') ?? (saved?.guests ? String(saved.guests) : null), room.maxGuests),
  );
  const [refused, setRefused] = useState(false);

  const booked = bookingWindow(today);
  const ranges = useBookedRanges(roomId, booked.from, booked.to).data?.ranges ?? [];
  const { from, to } = dates;
  const overlapsBooking = Boolean(from && to && rangeHasBookedNight(from, to, ranges));
  const complete = from && to && !overlapsBooking ? { checkIn: from, checkOut: to } : null;
  const quote = useStayQuote(roomId, complete && { ...complete, guests });
  const quoteError = quote.isError
    ? quote.error instanceof ApiError
      ? quote.error.message
      : 'We could not work out the price. Please try again.'
    : null;

  const onDatesChange = (next: DateRange) => {
    // The calendar greys out booked nights; this also catches a range typed into the URL.
    if (next.from && next.to && rangeHasBookedNight(next.from, next.to, ranges)) {
      setDates({ from: next.from, to: null });
      setRefused(true);
      return;
    }
    setDates(next);
    setRefused(false);
  };

  const bookNow = useBookNow(signedIn);
  const onBook = () => {
    if (!complete) return;
    const location = params.get('location')?.trim();
    bookNow(
      {
        listingId: roomId,
        type: 'property',
        checkIn: complete.checkIn,
        checkOut: complete.checkOut,
        guests,
        ...(location ? { filters: { location } } : {}),
      },
      paths.property.to(room.id),
    );
  };

  const nights = complete ? nightsBetween(complete.checkIn, complete.checkOut) : 0;
  const canBook = complete !== null && !quote.isError && !quote.isPending && !sessionPending;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft sm:p-6"
    >
      <h2 id={`${id}-heading`} className="sr-only">
        Book this room
      </h2>
      <p className="flex items-baseline gap-1.5">
        <span className="font-display text-3xl font-semibold text-ink">{formatMoney(room.priceCents)}</span>
        <span className="text-sand-700">per night</span>
      </p>

      <div className="mt-5 grid gap-4">
        <DateRangePicker
          label="Check-in and check-out"
          value={dates}
          onChange={onDatesChange}
          minDate={today}
          // The booking window (docs/decisions/bookings-and-availability.md, "Date windows").
          maxDate={pickerDays(today).lastCheckOut}
          maxNights={MAX_STAY_NIGHTS}
          isDateDisabled={(day) => !isDaySelectable(day, dates, ranges)}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-guests`}>Guests</Label>
          <Select id={`${id}-guests`} value={guests} onChange={(e) => setGuests(Number(e.target.value))}>
            {Array.from({ length: maxGuests }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} {n === 1 ? 'guest' : 'guests'}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-6 grid gap-4">
        {refused || overlapsBooking ? (
          <p
            role="alert"
            className="rounded-xl border border-accent-200 bg-accent-50 p-3 text-sm text-accent-700"
          >
            {BOOKED_MESSAGE}
          </p>
        ) : null}
        {complete ? (
          <>
            <p className="font-medium text-ink">
              Your stay: {nights} {nights === 1 ? 'night' : 'nights'}
            </p>
            <QuoteBreakdown quote={quote.data} updating={quote.isPlaceholderData} error={quoteError} />
          </>
        ) : refused || overlapsBooking ? null : (
          <p className="text-sm text-sand-700">Choose your dates to see the total price.</p>
        )}
        <Button size="lg" className="w-full" disabled={!canBook} onClick={onBook}>
          Book Now
        </Button>
        <p className="text-center text-sm text-sand-700">You won't be charged yet</p>
        {/* REQUEST_NOTE (domain/booking-requests.ts), written out: importing it put that module's other
            texts on this route, which is at the bundle budget (docs/decisions/request-to-book.md). */}
        {room.bookingMode === 'request' ? (
          <p className="text-center text-sm text-sand-700">
            The host confirms requests within 24 hours; your card is only charged if they accept.
          </p>
        ) : null}
      </div>
    </section>
  );
}
