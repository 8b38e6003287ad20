import { and, count, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { MessagePhoto } from '@restora/shared/contracts/conversations';
import { MESSAGE_PHOTOS_TEXTS, MESSAGE_PHOTOS_WAITING_MAX } from '@restora/shared/domain/conversations';
import type { FileStore } from '../../adapters/file-store';
import type { Database } from '../../db/client';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { messagePhotos } from '../../db/schema/message-photos';
import { partnerMembers } from '../../db/schema/partners';
import type { ConversationSide } from '@restora/shared/domain/conversations';
import type { RateLimitRule } from '../../config';
import { AppError, tooManyRequests } from '../../errors';
import { photoKeys, removeFiles, storePhoto } from '../photos';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { guestThread, partnerThread } from './conversation-access';

// Photos in messages (docs/decisions/conversations.md, "Photos in messages"): uploaded into a thread through
// the photo pipeline, attached to the sender's next message, served only to the thread's people.

type Row = typeof messagePhotos.$inferSelect;

/** A stored file's address: the photo and the file's own name, behind the thread's access check. */
const fileUrl = (photoId: number, key: string) =>
  `/api/message-photos/${photoId}/${key.slice(key.lastIndexOf('/') + 1)}`;

export const toMessagePhoto = (row: Row): MessagePhoto => ({
  id: row.id,
  width: row.width,
  height: row.height,
  sizes: row.variants.map((v) => ({
    width: v.width,
    height: v.height,
    avif: fileUrl(row.id, v.avif),
    webp: fileUrl(row.id, v.webp),
  })),
});

/**
 * A photo added to a thread the caller may write to, not sent yet. At most 20 wait per person and thread
 * (one removed from a reply before sending still waits), so uploads cannot pile up; the sweep removes
 * those never sent a day later.
 */
export async function uploadMessagePhoto(
  db: Database,
  store: FileStore,
  { conversationId, userId, bytes }: { conversationId: number; userId: string; bytes: Uint8Array },
): Promise<MessagePhoto> {
  const pending = and(
    eq(messagePhotos.conversationId, conversationId),
    eq(messagePhotos.uploadedBy, userId),
    isNull(messagePhotos.messageId),
  );
  const [waiting] = await db.select({ n: count() }).from(messagePhotos).where(pending);
  if ((waiting?.n ?? 0) >= MESSAGE_PHOTOS_WAITING_MAX)
    throw new AppError('validation_failed', MESSAGE_PHOTOS_TEXTS.tooManyWaiting);
  const stored = await storePhoto(store, bytes, 'messages');
  try {
    const [row] = await db
      .insert(messagePhotos)
      .values({ conversationId, uploadedBy: userId, ...stored })
      .returning();
    return toMessagePhoto(row!);
  } catch (error) {
    await removeFiles(store, photoKeys(stored.variants));
    throw error;
  }
}

/**
 * A photo added by the thread's guest or a member of its organisation (anyone else: the thread's 404 or the
 * partner routes' 403), counted against its own hourly limit: processing a photo costs far more than a
 * message.
 */
export async function addMessagePhoto(
  db: Database,
  store: FileStore,
  {
    side,
    conversationId,
    userId,
    bytes,
    limit,
  }: {
    side: ConversationSide;
    conversationId: number;
    userId: string;
    bytes: Uint8Array;
    limit: RateLimitRule;
  },
): Promise<MessagePhoto> {
  await (side === 'guest' ? guestThread : partnerThread)(db, userId, conversationId);
  const hit = await recordHit({ db, key: `message-photos:account:${userId}`, rule: limit });
  if (hit.count > limit.max) throw tooManyRequests(hit.retryAfterSeconds, MESSAGE_PHOTOS_TEXTS.tooFast);
  return uploadMessagePhoto(db, store, { conversationId, userId, bytes });
}

/**
 * Attaches the sender's waiting photos to their message, in the sending transaction: every id must be a
 * photo this sender added to this thread and not sent yet, or nothing is sent (a 400 on `photoIds`).
 */
export async function attachPhotos(
  tx: Database,
  {
    conversationId,
    userId,
    messageId,
    photoIds,
  }: {
    conversationId: number;
    userId: string;
    messageId: number;
    photoIds: number[];
  },
): Promise<Row[]> {
  if (photoIds.length === 0) return [];
  const attached = await tx
    .update(messagePhotos)
    .set({ messageId })
    .where(
      and(
        inArray(messagePhotos.id, photoIds),
        eq(messagePhotos.conversationId, conversationId),
        eq(messagePhotos.uploadedBy, userId),
        isNull(messagePhotos.messageId),
      ),
    )
    .returning();
  if (attached.length !== photoIds.length)
    throw new AppError('validation_failed', MESSAGE_PHOTOS_TEXTS.notYours, {
      photoIds: MESSAGE_PHOTOS_TEXTS.notYours,
    });
  return attached.sort((a, b) => photoIds.indexOf(a.id) - photoIds.indexOf(b.id));
}

/** The photos of a page of messages, by message, in the order they were attached. */
export async function photosOfMessages(db: Database, messageIds: number[]) {
  const byMessage = new Map<number, MessagePhoto[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(messagePhotos)
    .where(inArray(messagePhotos.messageId, messageIds))
    .orderBy(messagePhotos.id);
  for (const row of rows) {
    const list = byMessage.get(row.messageId!) ?? [];
    list.push(toMessagePhoto(row));
    byMessage.set(row.messageId!, list);
  }
  return byMessage;
}

const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * One file of a message's photo, for the thread's guest or a member of its organisation; the uploader also
 * sees their own photo before sending it. A hidden message's photos, anyone else, an unknown photo or file:
 * null (the route's 404, the same for each, so ids reveal nothing).
 */
export async function readMessagePhotoFile(
  db: Database,
  store: FileStore,
  { photoId, file, userId }: { photoId: number; file: string; userId: string },
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string } | null> {
  const member = exists(
    db
      .select({ userId: partnerMembers.userId })
      .from(partnerMembers)
      .where(
        and(
          eq(partnerMembers.organisationId, conversations.organisationId),
          eq(partnerMembers.userId, userId),
        ),
      ),
  );
  const [row] = await db
    .select({ variants: messagePhotos.variants })
    .from(messagePhotos)
    .innerJoin(conversations, eq(conversations.id, messagePhotos.conversationId))
    .leftJoin(conversationMessages, eq(conversationMessages.id, messagePhotos.messageId))
    .where(
      and(
        eq(messagePhotos.id, photoId),
        isNull(conversationMessages.hiddenAt),
        or(
          and(isNull(messagePhotos.messageId), eq(messagePhotos.uploadedBy, userId)),
          and(sql`${messagePhotos.messageId} is not null`, or(eq(conversations.guestUserId, userId), member)),
        ),
      ),
    );
  const key = row && photoKeys(row.variants).find((k) => k.endsWith(`/${file}`));
  const type = key && TYPES[key.slice(key.lastIndexOf('.') + 1)];
  if (!key || !type) return null;
  const bytes = await store.get(key);
  return bytes ? { bytes, type } : null;
}

/** Photos added and never sent are removed a day later, with their files (the scheduled sweep). */
export async function sweepUnsentMessagePhotos(db: Database, store: FileStore, now = new Date()) {
  const removed = await db
    .delete(messagePhotos)
    .where(
      and(isNull(messagePhotos.messageId), lt(messagePhotos.createdAt, new Date(now.getTime() - 86_400_000))),
    )
    .returning({ variants: messagePhotos.variants });
  await removeFiles(
    store,
    removed.flatMap((r) => photoKeys(r.variants)),
  );
  return removed.length;
}
