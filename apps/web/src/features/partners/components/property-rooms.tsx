import { Link } from 'react-router';
import { BedDouble, CalendarDays, Images, Plus } from 'lucide-react';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline';

/** The property's rooms, each with its prices and links to edit it, its calendar and its photos. */
export function PropertyRooms({ property }: { property: PartnerPropertyDetail }) {
  return (
    <section aria-labelledby="rooms-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="rooms-heading" className="text-2xl font-semibold">
          Rooms
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.partnerRoomNew.to(property.id)}>
            <Plus aria-hidden />
            Add a room
          </Link>
        </Button>
      </div>
      {property.rooms.length === 0 ? (
        <p className="rounded-xl bg-sand-100 px-4 py-3 text-sand-700">
          No rooms yet. Add one: a property is published with at least one room.
        </p>
      ) : (
        <ul className="grid gap-3">
          {property.rooms.map((room) => (
            <li
              key={room.id}
              className="grid gap-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4"
            >
              <div className="min-w-0">
                <h3 className="font-semibold wrap-anywhere">{room.title}</h3>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-sand-700">
                  <span className="inline-flex items-center gap-1.5">
                    <BedDouble className="size-4" aria-hidden />
                    {room.maxGuests === 1 ? '1 guest' : `${room.maxGuests} guests`}
                  </span>
                  <span>{formatUsd(room.priceCents)} a night</span>
                  <span>Cleaning {formatUsd(room.cleaningFeeCents)}</span>
                </p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                <Link to={paths.partnerRoom.to(room.id)} className={linkClass}>
                  Edit<span className="sr-only"> {room.title}</span>
                </Link>
                <Link to={paths.partnerRoomCalendar.to(room.id)} className={linkClass}>
                  <CalendarDays className="size-4" aria-hidden />
                  Calendar<span className="sr-only"> of {room.title}</span>
                </Link>
                <Link to={paths.partnerRoomPhotos.to(room.id)} className={linkClass}>
                  <Images className="size-4" aria-hidden />
                  Photos<span className="sr-only"> of {room.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
