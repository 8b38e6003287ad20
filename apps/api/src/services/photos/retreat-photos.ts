import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { Database } from '../../db/client';
import { photos } from '../../db/schema/photos';
import { toPhoto, uploadUrl } from './photo-dto';

// A retreat's photos as its pages and its form read them (docs/decisions/photos.md, "Retreat and facilitator
// photos").

type Tx = Pick<Database, 'select' | 'update'>;

/**
 * A retreat card's picture: the webp of its cover photo (its first photo that no facilitator has as a
 * portrait) at the first size at least `minWidth` wide, or null without one; a raw SQL column for a query
 * on `retreats r` (one lookup on photos_retreat_position_idx).
 */
export function retreatCoverUrlColumn(minWidth: number) {
  return sql<string | null>`(select ${uploadUrl('')}::text || coalesce(
      (select v->>'webp' from jsonb_array_elements(ph.variants) v where (v->>'width')::int >= ${minWidth} limit 1),
      ph.variants->-1->>'webp')
    from photos ph
    where ph.retreat_id = r.id and not exists (
      select 1 from jsonb_array_elements(r.facilitators) f where (f->>'photoId')::int = ph.id)
    order by ph.position, ph.id limit 1)`;
}

/** The photos of each of `retreatIds`, in its partner's order (cover first); a retreat without any is absent. */
export async function retreatPhotos(db: Tx, retreatIds: number[]): Promise<Map<number, Photo[]>> {
  const byRetreat = new Map<number, Photo[]>();
  if (retreatIds.length === 0) return byRetreat;
  const rows = await db
    .select({
      retreatId: photos.retreatId,
      id: photos.id,
      alt: photos.alt,
      width: photos.width,
      height: photos.height,
      variants: photos.variants,
    })
    .from(photos)
    .where(inArray(photos.retreatId, retreatIds))
    .orderBy(asc(photos.position), asc(photos.id));
  for (const row of rows) {
    const list = byRetreat.get(row.retreatId!) ?? [];
    list.push(toPhoto(row));
    byRetreat.set(row.retreatId!, list);
  }
  return byRetreat;
}

/** A draft retreat moved to another property of its organisation takes its photos along. */
export async function moveRetreatPhotos(tx: Tx, retreatId: number, propertyId: number) {
  await tx.update(photos).set({ propertyId }).where(eq(photos.retreatId, retreatId));
}
