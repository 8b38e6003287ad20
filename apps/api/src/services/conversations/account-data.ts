import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversationMessages, conversationReads, conversations } from '../../db/schema/conversations';
import { properties } from '../../db/schema/stays';

// What the account pages need of conversations: the export of one's messages, and forgetting the person
// when the account is deleted.

/** The person's own messages, for "Download my data" (docs/decisions/account-recovery.md). */
export async function exportOwnMessages(db: Database, userId: string) {
  const rows = await db
    .select({
      conversationId: conversationMessages.conversationId,
      propertyName: properties.name,
      side: conversationMessages.senderSide,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
    })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .where(eq(conversationMessages.senderUserId, userId))
    .orderBy(asc(conversationMessages.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/**
 * A deleted account leaves its conversations (docs/decisions/conversations.md, "Deleting an account"): the
 * other side keeps its copy, without the person: their threads lose the guest, their messages the name.
 */
export async function forgetConversationsOf(tx: Database, userId: string): Promise<void> {
  await tx
    .update(conversationMessages)
    .set({ senderUserId: null, senderFirstName: null })
    .where(eq(conversationMessages.senderUserId, userId));
  await tx.update(conversations).set({ guestUserId: null }).where(eq(conversations.guestUserId, userId));
  await tx.delete(conversationReads).where(eq(conversationReads.userId, userId));
}
