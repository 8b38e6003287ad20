import type { Photo } from '@restora/shared/contracts/photos';
import type { Facilitator } from '@restora/shared/contracts/retreats';
import type { Database } from '../../db/client';
import type { StoredFacilitator } from '../../db/schema/retreats';
import { AppError } from '../../errors';
import { retreatPhotos } from '../photos';
import type { RetreatFormInput } from './partner-retreat-values';

// A retreat's gallery and its facilitators' portraits, both from its photos (docs/decisions/photos.md,
// "Retreat and facilitator photos").

export const FACILITATOR_PHOTO_NOT_OF_RETREAT = 'Choose one of this retreat’s photos, or none';

/**
 * The facilitators with their portraits, and the gallery: the retreat's photos in order, but the ones
 * chosen as a portrait. A portrait whose photo was deleted since is none (the seed's artwork shows again).
 */
export function withPhotos(
  stored: StoredFacilitator[],
  photos: Photo[],
): { facilitators: Facilitator[]; photos: Photo[] } {
  const byId = new Map(photos.map((p) => [p.id, p]));
  const facilitators = stored.map((f) => {
    const photo = (f.photoId != null && byId.get(f.photoId)) || null;
    return {
      name: f.name,
      bio: f.bio,
      imageUrl: photo?.sizes[0]?.webp ?? f.imageUrl ?? null,
      photoId: photo?.id ?? null,
      photo,
    };
  });
  const portraits = new Set(facilitators.map((f) => f.photoId));
  return { facilitators, photos: photos.filter((p) => !portraits.has(p.id)) };
}

/** One retreat's photos. */
export const photosOf = async (db: Database, retreatId: number) =>
  (await retreatPhotos(db, [retreatId])).get(retreatId) ?? [];

/**
 * Each facilitator's `photoId` must be a photo of this retreat (`retreatId` null: a new retreat, which has
 * none yet); any other (another retreat's, another organisation's, none at all) is a 400 on its field.
 */
export async function checkFacilitatorPhotos(
  db: Database,
  retreatId: number | null,
  input: RetreatFormInput,
) {
  if (input.facilitators.every((f) => f.photoId === null)) return;
  const own = new Set((retreatId === null ? [] : await photosOf(db, retreatId)).map((p) => p.id));
  const fields: Record<string, string> = {};
  input.facilitators.forEach((f, i) => {
    if (f.photoId !== null && !own.has(f.photoId))
      fields[`facilitators.${i}.photoId`] = FACILITATOR_PHOTO_NOT_OF_RETREAT;
  });
  if (Object.keys(fields).length > 0)
    throw new AppError('validation_failed', FACILITATOR_PHOTO_NOT_OF_RETREAT, fields);
}
