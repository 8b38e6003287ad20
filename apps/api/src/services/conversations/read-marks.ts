import { sql } from 'drizzle-orm';
import type { ConversationSide } from '@restora/shared/domain/conversations';
import type { Database } from '../../db/client';
import { conversationReads, conversations } from '../../db/schema/conversations';

// Each person's read mark (docs/decisions/conversations.md, "Unread counts"): the last message they saw and
// the other side's message count then. A mark only moves forward, so two tabs reading at once cannot undo
// each other.

/** Marks everything in the thread read for this person, as of now. */
export async function markThreadRead(
  db: Database,
  { conversationId, userId, side }: { conversationId: number; userId: string; side: ConversationSide },
): Promise<void> {
  const other = side === 'guest' ? conversations.partnerMessages : conversations.guestMessages;
  const current = (column: typeof other | typeof conversations.lastMessageId) =>
    sql`(select ${column} from ${conversations} where ${conversations.id} = ${conversationId})`;
  await db
    .insert(conversationReads)
    .values({
      conversationId,
      userId,
      seenCount: sql`coalesce(${current(other)}, 0)`,
      lastReadMessageId: sql`${current(conversations.lastMessageId)}`,
    })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        seenCount: sql`greatest(${conversationReads.seenCount}, excluded.seen_count)`,
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: sql`now()`,
      },
    });
}
