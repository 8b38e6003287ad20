import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { PartnerPhoto, PhotoScope, PlacePhotos } from '@restora/shared/contracts/photos';
import { PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import type { Database } from '../../db/client';
import { photos } from '../../db/schema/photos';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import type { FileStore } from '../../adapters/file-store';
import { photoKeys, shownPhoto, toPartnerPhoto } from './photo-dto';
import {
  catalogueTopic,
  findOwnedPhoto,
  findPhotoPlace,
  ofPlace,
  placePhotoRows,
  placePhotos,
  type PhotoPlace,
} from './photo-place';
import { removeFiles } from './upload-photo';

type Caller = { db: Database; events: DomainEvents; actor: AuditActor };

/** The order of a place's photos, as the audit trail keeps a reorder or a new cover (the first is the cover). */
const photoOrder = (photos: PlacePhotos) => ({ photoIds: photos.photos.map((p) => p.id) });

const OBJECT_TYPE = { properties: 'property', rooms: 'room', retreats: 'retreat' } as const;

/** The place as an audit record's object: a property, a room or a retreat. */
const placeObject = (place: PhotoPlace) => ({ type: OBJECT_TYPE[place.scope], id: place.id });

/**
 * Runs the write in a transaction that announces `catalogue.changed` for the place's pages ('stays', or
 * 'retreats' for a retreat's photos): once it has committed, searches and pages read the new photos at once,
 * in every process (docs/decisions/after-commit.md).
 */
function afterCommit<T>(
  db: Database,
  events: DomainEvents,
  write: (tx: Database) => Promise<{ place: PhotoPlace; result: T }>,
): Promise<T> {
  return commitThenAnnounce(db, events, async (tx, announce) => {
    const { place, result } = await write(tx);
    announce({ type: 'catalogue.changed', topic: catalogueTopic(place) });
    return result;
  });
}

/** A property's, room's or retreat's photos, cover first, for its partner. */
export async function listPlacePhotos({
  db,
  userId,
  scope,
  id,
}: {
  db: Database;
  userId: string;
  scope: PhotoScope;
  id: number;
}) {
  return placePhotos(db, await findPhotoPlace(db, { userId, scope, id }));
}

/** Positions 0..n-1 in the order of `ids` (inside the caller's transaction, under the place's lock). */
async function writeOrder(tx: Database, place: PhotoPlace, ids: number[]) {
  if (ids.length === 0) return;
  const list = sql`array[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::int[]`;
  await tx
    .update(photos)
    .set({ position: sql`array_position(${list}, ${photos.id}) - 1` })
    .where(and(ofPlace(place), inArray(photos.id, ids)));
}

/** Puts a place's photos in the given order; it must name each of them once. The first is the cover. */
export async function reorderPhotos({
  db,
  events,
  actor,
  scope,
  id,
  photoIds,
}: Caller & { scope: PhotoScope; id: number; photoIds: number[] }): Promise<PlacePhotos> {
  return afterCommit(db, events, async (tx) => {
    const place = await findPhotoPlace(tx, { userId: actor.userId, scope, id, lock: true });
    const current = (await placePhotoRows(tx, place)).map((p) => p.id);
    const wanted = new Set(photoIds);
    if (
      wanted.size !== photoIds.length ||
      current.length !== photoIds.length ||
      current.some((p) => !wanted.has(p))
    )
      throw new AppError('validation_failed', PHOTO_TEXTS.orderMismatch, {
        photoIds: PHOTO_TEXTS.orderMismatch,
      });
    const before = photoOrder(await placePhotos(tx, place));
    await writeOrder(tx, place, photoIds);
    const after = await placePhotos(tx, place);
    await recordAudit(tx, actor, {
      action: `${placeObject(place).type}.reorder-photos`,
      object: placeObject(place),
      before,
      after: photoOrder(after),
    });
    return { place, result: after };
  });
}

/** Makes a photo the cover: it moves to the front, the others keep their order behind it. */
export async function setCoverPhoto({
  db,
  events,
  actor,
  photoId,
}: Caller & { photoId: number }): Promise<PlacePhotos> {
  return afterCommit(db, events, async (tx) => {
    const place = await findOwnedPhoto(tx, { userId: actor.userId, photoId, lock: true });
    const current = (await placePhotoRows(tx, place)).map((p) => p.id);
    await writeOrder(tx, place, [photoId, ...current.filter((p) => p !== photoId)]);
    const after = await placePhotos(tx, place);
    await recordAudit(tx, actor, {
      action: `${placeObject(place).type}.set-cover-photo`,
      object: placeObject(place),
      before: { photoIds: current },
      after: photoOrder(after),
    });
    return { place, result: after };
  });
}

/** Changes a photo's alternative text (an empty one makes pages describe it by the stay's name). */
export async function updatePhotoAlt({
  db,
  events,
  actor,
  photoId,
  alt,
}: Caller & { photoId: number; alt: string }): Promise<PartnerPhoto> {
  return afterCommit(db, events, async (tx) => {
    const place = await findOwnedPhoto(tx, { userId: actor.userId, photoId, lock: true });
    const [old] = await tx.select().from(photos).where(eq(photos.id, photoId));
    const [row] = await tx.update(photos).set({ alt }).where(eq(photos.id, photoId)).returning();
    await recordAudit(tx, actor, {
      action: 'photo.update',
      object: { type: 'photo', id: photoId },
      before: shownPhoto(place, old!),
      after: shownPhoto(place, row!),
    });
    return { place, result: toPartnerPhoto(row!) };
  });
}

/** Deletes a photo and then its files; the ones behind it move up (the next becomes the cover). */
export async function deletePhoto({
  db,
  events,
  store,
  actor,
  photoId,
}: Caller & { store: FileStore; photoId: number }) {
  const removed = await afterCommit(db, events, async (tx) => {
    const place = await findOwnedPhoto(tx, { userId: actor.userId, photoId, lock: true });
    const [row] = await tx.delete(photos).where(eq(photos.id, photoId)).returning();
    await recordAudit(tx, actor, {
      action: 'photo.delete',
      object: { type: 'photo', id: photoId },
      before: shownPhoto(place, row!),
    });
    await tx
      .update(photos)
      .set({ position: sql`${photos.position} - 1` })
      .where(and(ofPlace(place), gt(photos.position, row!.position)));
    return { place, result: row! };
  });
  // After the commit: a file that outlives its row is only an orphan; a row without its files would show
  // broken images.
  await removeFiles(store, photoKeys(removed.variants));
}
