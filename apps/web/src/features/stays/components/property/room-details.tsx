import type { StayRoom } from '@restora/shared/contracts/stays';
import { FacilityList } from './facility-list';
import { HouseRules } from './house-rules';
import { RoomGallery } from './room-gallery';
import { RoomMap } from './room-map';
import { RoomReviews } from './room-reviews';

function TextSection({ title, text }: { title: string; text: string }) {
  return (
    <section>
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p className="mt-3 leading-relaxed whitespace-pre-line text-sand-800">{text}</p>
    </section>
  );
}

/**
 * Everything about the room below the header: photos, descriptions, what it offers, its house rules, where it
 * is, and what guests said.
 */
export function RoomDetails({ room, signedIn = false }: { room: StayRoom; signedIn?: boolean }) {
  return (
    // What partners and guests wrote wraps anywhere: one long word must not widen the page on a phone
    // (docs/decisions/typed-text-on-screen.md).
    <div className="grid gap-10 wrap-anywhere">
      <RoomGallery
        images={room.images}
        photos={room.photos}
        title={room.title}
        propertyName={room.propertyName}
      />
      <div className="grid gap-10 divide-y divide-sand-200 [&>*:not(:last-child)]:pb-10">
        <TextSection title="About this room" text={room.description} />
        <TextSection title={`About ${room.propertyName}`} text={room.propertyDescription} />
        <FacilityList title="Amenities" items={room.amenities} />
        <FacilityList title="Wellness features" items={room.wellnessFeatures} tone="accent" />
        <HouseRules
          houseRules={room.houseRules}
          checkInTime={room.checkInTime}
          checkOutTime={room.checkOutTime}
        />
        <RoomMap location={room.location} propertyName={room.propertyName} />
        <RoomReviews reviews={room.reviews} propertyName={room.propertyName} signedIn={signedIn} />
      </div>
    </div>
  );
}
