import { and, asc, eq, isNull, or, sql, type Column } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { Database } from '../../db/client';
import { photos } from '../../db/schema/photos';
import { toPhoto, type PhotoRow } from './photo-dto';

const photoJson = sql`jsonb_build_object('id', p.id, 'alt', p.alt, 'width', p.width, 'height', p.height, 'variants', p.variants)`;

/**
 * A card's cover photo, as a column of the card's query: the room's first photo, else its property's (a
 * retreat's photos are not the property's)
 * (each an index lookup: photos_room_position_idx, photos_property_position_idx).
 */
export function coverPhotoColumn(roomId: Column, propertyId: Column) {
  return sql<PhotoRow | null>`coalesce(
    (select ${photoJson} from photos p where p.room_id = ${roomId} order by p.position, p.id limit 1),
    (select ${photoJson} from photos p where p.room_id is null and p.retreat_id is null and p.property_id = ${propertyId} order by p.position, p.id limit 1)
  )`;
}

export const toCoverPhoto = (row: PhotoRow | null): Photo | null => (row ? toPhoto(row) : null);

/** A stay page's photos: the room's, then its property's, each in the partner's order (cover first). */
export async function stayPhotos(db: Database, roomId: number, propertyId: number): Promise<Photo[]> {
  const rows = await db
    .select({
      id: photos.id,
      alt: photos.alt,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
    })
    .from(photos)
    .where(
      or(
        eq(photos.roomId, roomId),
        and(isNull(photos.roomId), isNull(photos.retreatId), eq(photos.propertyId, propertyId)),
      ),
    )
    .orderBy(sql`${photos.roomId} is null`, asc(photos.position), asc(photos.id));
  return rows.map(toPhoto);
}
