import { asc, eq, inArray } from 'drizzle-orm';
import type { Photo } from '@restora/shared/contracts/photos';
import type { Database } from '../../db/client';
import { photos } from '../../db/schema/photos';
import { toPhoto } from './photo-dto';

// A retreat's photos as its pages and its form read them (docs/decisions/photos.md, "Retreat and facilitator
// photos").

type Tx = Pick<Database, 'select' | 'update'>;

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
