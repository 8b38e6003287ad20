import { Link, useSearchParams } from 'react-router';
import { ArrowRight, MapPin } from 'lucide-react';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { PROPERTY_TYPES } from '@restora/shared/domain/stay-vocabulary';
import { Button } from '@/components/ui/button';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { initialDates, todayIso } from './booked-nights';
import { useBookNow } from './use-book-now';

// The booking card shows a fixed rating (docs/decisions/screens-and-texts.md).
const CARD_RATING = 4.8;
const SHOWN_AMENITIES = 3;

type RoomSummaryCardProps = { room: StayRoom; signedIn: boolean; sessionPending: boolean };

/** The /booking/property/{id} card: the room at a glance and Book Now. */
export function RoomSummaryCard({ room, signedIn, sessionPending }: RoomSummaryCardProps) {
  const [params] = useSearchParams();
  const bookNow = useBookNow(signedIn);
  const category = PROPERTY_TYPES.find((t) => t.value === room.propertyType)?.label ?? 'Wellness Stay';
  const extra = room.amenities.length - SHOWN_AMENITIES;

  const onBook = () => {
    // Dates and guests come along when the link carried them (a search); the route needs only the id.
    const dates = initialDates(params.get('dateFrom'), params.get('dateTo'), todayIso());
    const guests = Number(params.get('guests'));
    const location = params.get('location')?.trim();
    bookNow(
      {
        listingId: String(room.id),
        type: 'property',
        ...(dates.from && dates.to ? { checkIn: dates.from, checkOut: dates.to } : {}),
        ...(Number.isInteger(guests) && guests >= 1 ? { guests: Math.min(guests, room.maxGuests || 5) } : {}),
        ...(location ? { filters: { location } } : {}),
      },
      paths.bookProperty.to(room.id),
    );
  };

  return (
    <article className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft md:grid md:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      {room.photo ? (
        <PhotoPicture
          photo={room.photo}
          alt={`${room.title} at ${room.propertyName}`}
          sizes="(min-width: 768px) 600px, 100vw"
          eager
          className="aspect-[3/2] size-full object-cover md:aspect-auto"
        />
      ) : room.images[0] ? (
        <img
          src={room.images[0]}
          alt={`${room.title} at ${room.propertyName}`}
          width={1200}
          height={800}
          fetchPriority="high"
          className="aspect-[3/2] size-full object-cover md:aspect-auto"
        />
      ) : (
        <div className="aspect-[3/2] bg-sand-100" aria-hidden />
      )}
      <div className="grid content-start gap-4 p-6 wrap-anywhere sm:p-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="rounded-full bg-primary-50 px-3 py-1 text-xs font-semibold tracking-wide text-primary-800 uppercase">
            {category}
          </span>
          <StarRating value={CARD_RATING} />
        </div>
        <div>
          <h1 className="text-3xl font-semibold text-balance">{room.title}</h1>
          <p className="mt-1 text-sand-700">{room.propertyName}</p>
        </div>
        <p className="flex items-center gap-2 text-sand-700">
          <MapPin className="size-4 shrink-0 text-primary-700" aria-hidden />
          {room.location.city}, {room.location.country}
        </p>
        <p className="leading-relaxed text-sand-800">{room.description}</p>
        {room.amenities.length > 0 ? (
          <ul aria-label="Amenities" className="flex flex-wrap gap-2">
            {room.amenities.slice(0, SHOWN_AMENITIES).map((name) => (
              <li
                key={name}
                className="rounded-full border border-sand-200 bg-sand-50 px-3 py-1 text-sm text-sand-800"
              >
                {name}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-sand-800">
                +{extra} more
              </li>
            ) : null}
          </ul>
        ) : null}
        <Link
          to={paths.property.to(room.id)}
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Photos, amenities and location
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-4 border-t border-sand-200 pt-5">
          <p className="flex items-baseline gap-1.5">
            <span className="font-display text-3xl font-semibold">{formatMoney(room.priceCents)}</span>
            <span className="text-sand-700">per night</span>
          </p>
          <Button size="lg" onClick={onBook} disabled={sessionPending}>
            Book Now
          </Button>
        </div>
      </div>
    </article>
  );
}
