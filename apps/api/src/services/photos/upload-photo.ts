import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { PartnerPhoto, PhotoScope } from '@restora/shared/contracts/photos';
import { PHOTOS_PER_PLACE, PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { photos, type PhotoVariant } from '../../db/schema/photos';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { FileStore } from '../../adapters/file-store';
import { photoKeys, shownPhoto, toPartnerPhoto } from './photo-dto';
import { catalogueTopic, findPhotoPlace, ofPlace, type PhotoPlace } from './photo-place';
import { contentHash, processPhoto } from './process-photo';

async function countPhotos(db: Database, place: PhotoPlace) {
  const [row] = await db.select({ n: count() }).from(photos).where(ofPlace(place));
  return row?.n ?? 0;
}

/** Writes every file or none: on a failure, the ones already written are removed again. */
async function putAll(store: FileStore, files: { key: string; bytes: Uint8Array }[]) {
  const written: string[] = [];
  try {
    for (const file of files) {
      await store.put(file.key, file.bytes);
      written.push(file.key);
    }
  } catch (error) {
    await removeFiles(store, written);
    throw error;
  }
}

/** Removes files; one that cannot be removed stays as an orphan (nothing refers to it), which is harmless. */
export async function removeFiles(store: FileStore, keys: string[]) {
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

/**
 * Processes an upload into the stored sizes and writes their files under `<folder>/<16 random hex>/`
 * (docs/decisions/photos.md, "Names"): a 400 for what is not a usable photo, a 500 when the store fails,
 * in which case no file is left. The caller writes the row, and removes the files if that fails.
 */
export async function storePhoto(
  store: FileStore,
  bytes: Uint8Array,
  folder: 'photos' | 'messages',
): Promise<{ variants: PhotoVariant[]; width: number; height: number }> {
  const sizes = await processPhoto(bytes);
  // One folder per photo, each file named by the hash of its content: never overwritten, never shared.
  const dir = `${folder}/${randomBytes(8).toString('hex')}`;
  const variants: PhotoVariant[] = sizes.map((s) => ({
    width: s.width,
    height: s.height,
    avif: `${dir}/${s.width}-${contentHash(s.avif)}.avif`,
    webp: `${dir}/${s.width}-${contentHash(s.webp)}.webp`,
  }));
  const files = sizes.flatMap((s, i) => [
    { key: variants[i]!.avif, bytes: s.avif },
    { key: variants[i]!.webp, bytes: s.webp },
  ]);
  try {
    await putAll(store, files);
  } catch {
    throw new AppError('internal_error', PHOTO_TEXTS.notSaved);
  }
  const largest = sizes[sizes.length - 1]!;
  return { variants, width: largest.width, height: largest.height };
}

/**
 * A partner adds a photo to a property, room or retreat of theirs (docs/decisions/photos.md). The upload is read by
 * its content and processed into the stored sizes before anything is written; then the files are written
 * and the row inserted (last, at the end of the order). Any refusal or failure leaves no row and no file.
 */
export async function uploadPhoto({
  db,
  events,
  store,
  actor,
  scope,
  id,
  bytes,
  alt = '',
}: {
  db: Database;
  events: DomainEvents;
  store: FileStore;
  actor: AuditActor;
  scope: PhotoScope;
  id: number;
  bytes: Uint8Array;
  alt?: string;
}): Promise<PartnerPhoto> {
  const userId = actor.userId;
  const place = await findPhotoPlace(db, { userId, scope, id });
  // Refused before the costly processing; checked again under the lock below.
  if ((await countPhotos(db, place)) >= PHOTOS_PER_PLACE)
    throw new AppError('validation_failed', PHOTO_TEXTS.tooMany);
  const { variants, width, height } = await storePhoto(store, bytes, 'photos');

  let row: typeof photos.$inferSelect;
  try {
    row = await commitThenAnnounce(db, events, async (tx, announce) => {
      const locked = await findPhotoPlace(tx, { userId, scope, id, lock: true });
      const position = await countPhotos(tx, locked);
      if (position >= PHOTOS_PER_PLACE) throw new AppError('validation_failed', PHOTO_TEXTS.tooMany);
      const [inserted] = await tx
        .insert(photos)
        .values({
          propertyId: locked.propertyId,
          roomId: locked.roomId,
          retreatId: locked.retreatId,
          position,
          alt,
          width,
          height,
          variants,
          uploadedBy: userId,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: 'photo.upload',
        object: { type: 'photo', id: inserted!.id },
        after: shownPhoto(locked, inserted!),
      });
      announce({ type: 'catalogue.changed', topic: catalogueTopic(locked) });
      return inserted!;
    });
  } catch (error) {
    await removeFiles(store, photoKeys(variants));
    throw error;
  }
  return toPartnerPhoto(row);
}
