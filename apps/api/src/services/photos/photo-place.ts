import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PhotoScope, PlacePhotos } from '@restora/shared/contracts/photos';
import { PHOTOS_PER_PLACE } from '@restora/shared/domain/photo-rules';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import type { Database } from '../../db/client';
import { partnerMembers } from '../../db/schema/partners';
import { photos } from '../../db/schema/photos';
import { retreats } from '../../db/schema/retreats';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { toPartnerPhoto } from './photo-dto';

/**
 * A property (roomId and retreatId null), a room or a retreat whose photos a partner manages. A retreat's
 * photos carry its property too (docs/decisions/photos.md, "Retreat and facilitator photos").
 */
export type PhotoPlace = {
  scope: PhotoScope;
  id: number;
  name: string;
  propertyId: number;
  roomId: number | null;
  retreatId: number | null;
};

type Tx = Pick<Database, 'select' | 'execute'>;

/** The caller's organisations; an account that belongs to none is not a partner (403). */
export async function partnerOrganisationIds(db: Tx, userId: string): Promise<number[]> {
  const rows = await db
    .select({ id: partnerMembers.organisationId })
    .from(partnerMembers)
    .where(eq(partnerMembers.userId, userId));
  if (rows.length === 0) throw new AppError('forbidden', NOT_A_PARTNER);
  return rows.map((r) => r.id);
}

const NOT_FOUND = {
  properties: 'Property not found',
  rooms: 'Room not found',
  retreats: 'Retreat not found',
} as const;

/**
 * The property, room or retreat `id`, when one of the caller's organisations runs it; anyone else's is a 404 (it
 * might as well not exist). With `lock`, the property's row is locked for the rest of the transaction, so
 * two writes to one place's photos (count, positions) take turns.
 */
export async function findPhotoPlace(
  db: Tx,
  { userId, scope, id, lock = false }: { userId: string; scope: PhotoScope; id: number; lock?: boolean },
): Promise<PhotoPlace> {
  const organisations = await partnerOrganisationIds(db, userId);
  const owned = inArray(properties.organisationId, organisations);
  let place: PhotoPlace | undefined;
  if (scope === 'properties') {
    const [row] = await db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(and(eq(properties.id, id), owned));
    place = row && { scope, id, name: row.name, propertyId: row.id, roomId: null, retreatId: null };
  } else if (scope === 'retreats') {
    const [row] = await db
      .select({ name: retreats.title, propertyId: retreats.propertyId })
      .from(retreats)
      .innerJoin(properties, eq(properties.id, retreats.propertyId))
      .where(and(eq(retreats.id, id), owned));
    place = row && { scope, id, name: row.name, propertyId: row.propertyId, roomId: null, retreatId: id };
  } else {
    const [row] = await db
      .select({ id: stayRooms.id, name: stayRooms.title, propertyId: stayRooms.propertyId })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(and(eq(stayRooms.id, id), owned));
    place = row && {
      scope,
      id,
      name: row.name,
      propertyId: row.propertyId,
      roomId: row.id,
      retreatId: null,
    };
  }
  if (!place) throw new AppError('not_found', NOT_FOUND[scope]);
  if (lock)
    await db.execute(
      sql`select 1 from ${properties} where ${properties.id} = ${place.propertyId} for update`,
    );
  return place;
}

/** The pages a place's photos show on, as the `catalogue.changed` topic their writes announce. */
export const catalogueTopic = (place: Pick<PhotoPlace, 'scope'>) =>
  place.scope === 'retreats' ? ('retreats' as const) : ('stays' as const);

/** The rows of a place's own photos: a room's, a retreat's, or the property's (not its rooms' nor retreats'). */
export function ofPlace(place: Pick<PhotoPlace, 'propertyId' | 'roomId' | 'retreatId'>): SQL {
  if (place.roomId !== null) return eq(photos.roomId, place.roomId);
  if (place.retreatId !== null) return eq(photos.retreatId, place.retreatId);
  return and(eq(photos.propertyId, place.propertyId), isNull(photos.roomId), isNull(photos.retreatId))!;
}

export function placePhotoRows(db: Tx, place: PhotoPlace) {
  return db
    .select({
      id: photos.id,
      alt: photos.alt,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
      position: photos.position,
    })
    .from(photos)
    .where(ofPlace(place))
    .orderBy(asc(photos.position), asc(photos.id));
}

export async function placePhotos(db: Tx, place: PhotoPlace): Promise<PlacePhotos> {
  const rows = await placePhotoRows(db, place);
  return {
    scope: place.scope,
    id: place.id,
    name: place.name,
    propertyId: place.propertyId,
    max: PHOTOS_PER_PLACE,
    photos: rows.map(toPartnerPhoto),
  };
}

/** A photo of one of the caller's places, with its place; anyone else's is a 404. */
export async function findOwnedPhoto(
  db: Tx,
  { userId, photoId, lock = false }: { userId: string; photoId: number; lock?: boolean },
) {
  const organisations = await partnerOrganisationIds(db, userId);
  const [row] = await db
    .select({ roomId: photos.roomId, retreatId: photos.retreatId, propertyId: photos.propertyId })
    .from(photos)
    .innerJoin(properties, eq(properties.id, photos.propertyId))
    .where(and(eq(photos.id, photoId), inArray(properties.organisationId, organisations)));
  if (!row) throw new AppError('not_found', 'Photo not found');
  const scope: PhotoScope =
    row.roomId !== null ? 'rooms' : row.retreatId !== null ? 'retreats' : 'properties';
  return findPhotoPlace(db, { userId, scope, id: row.roomId ?? row.retreatId ?? row.propertyId, lock });
}
