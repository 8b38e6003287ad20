import { asc, eq } from 'drizzle-orm';
import type { PartnerPropertyDetail, PartnerRoom } from '@restora/shared/contracts/partner-listings';
import type { Database } from '../../db/client';
import { partnerOrganisations } from '../../db/schema/partners';
import { type properties, stayRooms } from '../../db/schema/stays';

type PropertyRow = typeof properties.$inferSelect;
type RoomRow = typeof stayRooms.$inferSelect;

/** The property as its partner edits it, with its organisation and rooms (read in `db`, maybe a transaction). */
export async function toPropertyDetail(db: Database, p: PropertyRow): Promise<PartnerPropertyDetail> {
  const [organisation] = await db
    .select({ id: partnerOrganisations.id, name: partnerOrganisations.name })
    .from(partnerOrganisations)
    .where(eq(partnerOrganisations.id, p.organisationId!));
  const rooms = await db
    .select({
      id: stayRooms.id,
      title: stayRooms.title,
      maxGuests: stayRooms.maxGuests,
      priceCents: stayRooms.priceCents,
      cleaningFeeCents: stayRooms.cleaningFeeCents,
    })
    .from(stayRooms)
    .where(eq(stayRooms.propertyId, p.id))
    .orderBy(asc(stayRooms.id));
  return {
    id: p.id,
    organisation: organisation!,
    name: p.name,
    type: p.type,
    setting: p.setting,
    address: p.address,
    city: p.city,
    state: p.state,
    country: p.country,
    latitude: p.latitude,
    longitude: p.longitude,
    description: p.description,
    amenities: p.amenities,
    wellnessFeatures: p.wellnessFeatures,
    houseRules: p.houseRules,
    checkInTime: p.checkInTime,
    checkOutTime: p.checkOutTime,
    bookingMode: p.bookingMode,
    published: p.published,
    rooms,
  };
}

export function toPartnerRoom(room: RoomRow, property: PropertyRow): PartnerRoom {
  return {
    id: room.id,
    property: {
      id: property.id,
      name: property.name,
      published: property.published,
      bookingMode: property.bookingMode,
    },
    title: room.title,
    description: room.description,
    maxGuests: room.maxGuests,
    priceCents: room.priceCents,
    cleaningFeeCents: room.cleaningFeeCents,
    bookingMode: room.bookingMode,
  };
}
