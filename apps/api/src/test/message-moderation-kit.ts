import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { conversationMessages, conversations } from '../db/schema/conversations';
import { messageReports } from '../db/schema/message-reports';
import { partnerOrganisations } from '../db/schema/partners';
import { stayRooms } from '../db/schema/stays';

/**
 * For the authorization matrix (matrix-rows-message-moderation.ts; docs/decisions/conversations.md,
 * "Moderation"): a host's message in A's thread and a guest's in P's for the two sides to report, and a
 * reported thread of an organisation and guest of the kit's own (so the operator's answers name no one
 * else's secrets) with a message each to hide, show again, dismiss, and whose sender to suspend.
 */
export async function messageModerationFixtures(
  db: Database,
  {
    aThreadId,
    pThreadId,
    pGuestId,
    roomId,
  }: { aThreadId: number; pThreadId: number; pGuestId: string; roomId: number },
) {
  const message = async (values: typeof conversationMessages.$inferInsert) =>
    (await db.insert(conversationMessages).values(values).returning({ id: conversationMessages.id }))[0]!.id;
  const hostInA = await message({
    conversationId: aThreadId,
    senderSide: 'partner',
    senderFirstName: 'Hana',
    body: 'A matrix host message.',
  });
  const guestInP = await message({
    conversationId: pThreadId,
    senderUserId: pGuestId,
    senderSide: 'guest',
    body: 'A matrix guest message.',
  });
  const guestId = randomUUID();
  await db.insert(user).values({ id: guestId, name: 'Kit Sender', email: `${guestId}@example.com` });
  const [org] = await db.insert(partnerOrganisations).values({ name: 'Heron Matrix Group' }).returning();
  const [room] = await db
    .select({ propertyId: stayRooms.propertyId })
    .from(stayRooms)
    .where(eq(stayRooms.id, roomId));
  const [thread] = await db
    .insert(conversations)
    .values({ guestUserId: guestId, organisationId: org!.id, propertyId: room!.propertyId })
    .returning({ id: conversations.id });
  const conversationId = thread!.id;
  const reported = async (body: string) => {
    const id = await message({ conversationId, senderUserId: guestId, senderSide: 'guest', body });
    await db
      .insert(messageReports)
      .values({ messageId: id, conversationId, reporterSide: 'partner', reason: 'spam' });
    return id;
  };
  return {
    hostInA,
    guestInP,
    threadId: conversationId,
    toHide: await reported('Hide me, matrix.'),
    toUnhide: await reported('Show me again, matrix.'),
    toDismiss: await reported('Dismiss my report, matrix.'),
    toSuspend: await reported('Suspend my sender, matrix.'),
  };
}
