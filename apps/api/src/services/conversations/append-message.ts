import { eq, sql } from 'drizzle-orm';
import { TOO_MANY_MESSAGES, type ConversationSide } from '@restora/shared/domain/conversations';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { userInfo } from '../../db/schema/profiles';
import { tooManyRequests } from '../../errors';
import type { Announce } from '../events/domain-events';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { enqueueDigest } from './digest';
import { attachPhotos } from './message-photos';
import { markThreadRead } from './read-marks';

/** One more message sent by this account; past the rule a 429 (docs/decisions/conversations.md, "Limits"). */
export async function countMessage(db: Database, userId: string, rule: RateLimitRule): Promise<void> {
  const hit = await recordHit({ db, key: `messages:account:${userId}`, rule });
  if (hit.count > rule.max) throw tooManyRequests(hit.retryAfterSeconds, TOO_MANY_MESSAGES);
}

/** The first name a message is signed with: the profile's, else the first word of the account's name. */
async function firstNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ firstName: userInfo.firstName, name: user.name })
    .from(user)
    .leftJoin(userInfo, eq(userInfo.id, user.id))
    .where(eq(user.id, userId));
  const first = row?.firstName?.trim() || row?.name.trim().split(/\s+/)[0];
  return first || null;
}

/**
 * Adds a message to a thread the caller may write to, in the caller's transaction: the thread's counter and
 * last message move, the sender has read everything so far, and the other side's digest is asked for.
 * `announce` (commitThenAnnounce's) tells both sides' open pages once it commits (conversations.md).
 */
export async function appendMessage(
  tx: Database,
  {
    conversationId,
    userId,
    side,
    body,
    announce,
    photoIds = [],
  }: {
    conversationId: number;
    userId: string;
    side: ConversationSide;
    body: string;
    announce: Announce;
    /** Photos the sender added to this thread, sent with the message (docs/decisions/conversations.md). */
    photoIds?: number[];
  },
) {
  const [message] = await tx
    .insert(conversationMessages)
    .values({
      conversationId,
      senderUserId: userId,
      senderSide: side,
      senderFirstName: await firstNameOf(tx, userId),
      body,
    })
    .returning();
  await attachPhotos(tx, { conversationId, userId, messageId: message!.id, photoIds });
  const counter = side === 'guest' ? conversations.guestMessages : conversations.partnerMessages;
  const [thread] = await tx
    .update(conversations)
    .set({
      [side === 'guest' ? 'guestMessages' : 'partnerMessages']: sql`${counter} + 1`,
      lastMessageId: message!.id,
      lastMessageAt: message!.createdAt,
    })
    .where(eq(conversations.id, conversationId))
    .returning({ guestUserId: conversations.guestUserId, organisationId: conversations.organisationId });
  announce({ type: 'conversation.message', conversationId, ...thread! });
  await markThreadRead(tx, { conversationId, userId, side });
  await enqueueDigest(tx, {
    conversationId,
    to: side === 'guest' ? 'partner' : 'guest',
    now: message!.createdAt,
  });
  return message!;
}
