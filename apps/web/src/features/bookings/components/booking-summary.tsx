import type { ReactNode } from 'react';
import { CalendarDays, MapPin, Users } from 'lucide-react';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { nightsBetween } from '@restora/shared/domain/stay-quote';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { formatIsoDay } from '@/lib/format';

type BookingSummaryProps = {
  room: StayRoom;
  checkIn: string | null;
  checkOut: string | null;
  guests: number;
  /** The price lines (the server's quote). */
  children: ReactNode;
};

/** The stay being paid for: picture, place, the chosen dates, nights and guests, then the price. */
export function BookingSummary({ room, checkIn, checkOut, guests, children }: BookingSummaryProps) {
  const nights = checkIn && checkOut ? nightsBetween(checkIn, checkOut) : null;
  return (
    <section
      aria-labelledby="booking-summary-title"
      className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft"
    >
      {room.photo ? (
        <PhotoPicture
          photo={room.photo}
          alt={room.title}
          sizes="(min-width: 1024px) 400px, 100vw"
          eager
          className="aspect-[3/2] w-full object-cover"
        />
      ) : room.images[0] ? (
        <img
          src={room.images[0]}
          alt={room.title}
          width={1200}
          height={800}
          className="aspect-[3/2] w-full object-cover"
        />
      ) : null}
      <div className="grid gap-5 p-6">
        <div>
          <h2
            id="booking-summary-title"
            className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-600"
          >
            Booking Summary
          </h2>
          <p className="mt-2 font-display text-2xl font-semibold">{room.title}</p>
          <p className="mt-1 flex items-center gap-1.5 text-sand-700">
            <MapPin className="size-4" aria-hidden /> {room.propertyName}, {room.location.city},{' '}
            {room.location.country}
          </p>
          <span className="mt-3 inline-block rounded-full bg-primary-50 px-3 py-1 text-xs font-medium text-primary-800">
            Wellness Stay
          </span>
        </div>
        <dl className="grid gap-2 border-y border-sand-200 py-4 text-sm">
          <div className="flex items-center justify-between gap-4">
            <dt className="flex items-center gap-2 text-sand-700">
              <CalendarDays className="size-4" aria-hidden /> Dates
            </dt>
            <dd className="text-right font-medium">
              {checkIn && checkOut
                ? `${formatIsoDay(checkIn, 'weekdayMonthDay')} – ${formatIsoDay(checkOut, 'weekdayMonthDay')}`
                : 'Not chosen yet'}
            </dd>
          </div>
          {nights ? (
            <div className="flex justify-between gap-4">
              <dt className="pl-6 text-sand-700">Nights</dt>
              <dd className="font-medium">
                {nights} {nights === 1 ? 'night' : 'nights'}
              </dd>
            </div>
          ) : null}
          <div className="flex items-center justify-between gap-4">
            <dt className="flex items-center gap-2 text-sand-700">
              <Users className="size-4" aria-hidden /> Guests
            </dt>
            <dd className="font-medium">
              {guests} {guests === 1 ? 'Adult' : 'Adults'}
            </dd>
          </div>
        </dl>
        {children}
      </div>
    </section>
  );
}
