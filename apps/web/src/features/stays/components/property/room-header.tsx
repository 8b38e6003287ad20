import { MapPin, Users } from 'lucide-react';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { StarRating } from '@/components/ui/star-rating';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
// The capacity shown is max_guests, or 2 when the room does not say
// (docs/decisions/bookings-and-availability.md).
const DEFAULT_CAPACITY = 2;

/** Title, property, place, capacity and rating at the top of /property/{id}. */
export function RoomHeader({ room }: { room: StayRoom }) {
  return (
    <header className="wrap-anywhere">
      <p className="text-sm font-medium uppercase tracking-[0.14em] text-primary-700">{room.propertyName}</p>
      <h1 className="mt-2 text-3xl font-semibold text-balance sm:text-4xl lg:text-5xl">{room.title}</h1>
      <ul className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sand-700">
        <li className="flex items-center gap-2">
          <MapPin className="size-4 text-primary-700" aria-hidden />
          {room.location.city}, {room.location.country}
        </li>
        <li className="flex items-center gap-2">
          <Users className="size-4 text-primary-700" aria-hidden />
          Up to {plural(room.maxGuests > 0 ? room.maxGuests : DEFAULT_CAPACITY, 'guest', 'guests')}
        </li>
        <li className="flex items-center gap-2">
          <StarRating value={room.rating} />
          {room.rating !== null || room.reviewCount > 0 ? (
            <span className="text-sm">({plural(room.reviewCount, 'review', 'reviews')})</span>
          ) : null}
        </li>
      </ul>
    </header>
  );
}
