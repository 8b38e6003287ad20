import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, conversationReads, conversations } from '../../db/schema/conversations';

// Hiding a message, and showing it again, keeps every unread count right (docs/decisions/conversations.md,
// "Moderation" and "Unread counts"). A read mark's seen count is the number of the other side's shown
// messages up to its last-read message; hiding one of them takes one off the sender side's counter and off
// each mark of the other side that had read that far, so no later message is swallowed. Showing it again
// puts both back.

export type HiddenChange = {
  conversationId: number;
  messageId: number;
  side: 'guest' | 'partner';
  senderUserId: string | null;
  /** False when the message already was as asked: nothing was written. */
  changed: boolean;
};

/**
 * Hides (`hidden: true`) or shows again a message of the thread, in the caller's transaction. The thread
 * row is locked first, as sending does, so a message sent meanwhile waits; asking twice changes nothing the
 * second time. Null when the thread holds no such message.
 */
export async function setMessageHidden(
  tx: Database,
  {
    conversationId,
    messageId,
    hidden,
    by,
  }: { conversationId: number; messageId: number; hidden: boolean; by: string },
): Promise<HiddenChange | null> {
  const [thread] = await tx
    .select({ guestUserId: conversations.guestUserId })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for('update');
  if (!thread) return null;
  const [message] = await tx
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, conversationId)),
    )
    .for('update');
  if (!message) return null;
  const result = {
    conversationId,
    messageId,
    side: message.senderSide,
    senderUserId: message.senderUserId,
    changed: false,
  };
  if ((message.hiddenAt !== null) === hidden) return result;
  const step = hidden ? -1 : 1;
  await tx
    .update(conversationMessages)
    .set(hidden ? { hiddenAt: new Date(), hiddenBy: by } : { hiddenAt: null, hiddenBy: null })
    .where(eq(conversationMessages.id, messageId));
  const counter =
    message.senderSide === 'guest' ? conversations.guestMessages : conversations.partnerMessages;
  await tx
    .update(conversations)
    .set({
      [message.senderSide === 'guest' ? 'guestMessages' : 'partnerMessages']:
        sql`greatest(0, ${counter} + ${step})`,
    })
    .where(eq(conversations.id, conversationId));
  // The marks of the other side: the guest's for a member's message, the members' for the guest's.
  const guestId = thread.guestUserId;
  const otherSide =
    message.senderSide === 'partner'
      ? guestId === null
        ? sql`false`
        : eq(conversationReads.userId, guestId)
      : guestId === null
        ? undefined
        : ne(conversationReads.userId, guestId);
  await tx
    .update(conversationReads)
    .set({ seenCount: sql`greatest(0, ${conversationReads.seenCount} + ${step})` })
    .where(
      and(
        eq(conversationReads.conversationId, conversationId),
        gte(conversationReads.lastReadMessageId, messageId),
        otherSide,
      ),
    );
  return { ...result, changed: true };
}
