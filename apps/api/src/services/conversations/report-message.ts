import { and, eq, isNull } from 'drizzle-orm';
import type { MessageReportResult } from '@restora/shared/contracts/message-reports';
import type { ConversationSide } from '@restora/shared/domain/conversations';
import { MESSAGE_REPORT_TEXTS, type MessageReportReason } from '@restora/shared/domain/message-reports';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { conversationMessages } from '../../db/schema/conversations';
import { messageReports } from '../../db/schema/message-reports';
import { AppError, tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';
import { guestThread, partnerThread } from './conversation-access';

// Either side reports a message of the other side to Restora's team (docs/decisions/conversations.md,
// "Moderation"). Only a thread the caller may read, only a shown message of the other side.

type Options = {
  db: Database;
  userId: string;
  side: ConversationSide;
  conversationId: number;
  messageId: number;
  input: { reason: MessageReportReason; note?: string | undefined };
  limit: RateLimitRule;
};

/**
 * Files the report, once while it is open: a second report of the same message by the same person while
 * the first is open answers with the first (`created: false`) and changes nothing.
 */
export async function reportMessage({
  db,
  userId,
  side,
  conversationId,
  messageId,
  input,
  limit,
}: Options): Promise<MessageReportResult & { created: boolean }> {
  await (side === 'guest' ? guestThread : partnerThread)(db, userId, conversationId);
  const [message] = await db
    .select({ side: conversationMessages.senderSide })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.id, messageId),
        eq(conversationMessages.conversationId, conversationId),
        isNull(conversationMessages.hiddenAt),
      ),
    );
  if (!message) throw new AppError('not_found', MESSAGE_REPORT_TEXTS.messageNotFound);
  // A member reports only the guest's messages: a colleague's message is the organisation's own.
  if (message.side === side) throw new AppError('unprocessable', MESSAGE_REPORT_TEXTS.ownMessage);
  const open = and(
    eq(messageReports.messageId, messageId),
    eq(messageReports.reporterUserId, userId),
    isNull(messageReports.resolvedAt),
  );
  const answer = (createdAt: Date, created: boolean) => ({
    messageId,
    conversationId,
    reportedAt: createdAt.toISOString(),
    created,
  });
  const [existing] = await db
    .select({ createdAt: messageReports.createdAt })
    .from(messageReports)
    .where(open);
  if (existing) return answer(existing.createdAt, false);
  const hit = await recordHit({ db, key: `message-reports:account:${userId}`, rule: limit });
  if (hit.count > limit.max) throw tooManyRequests(hit.retryAfterSeconds, MESSAGE_REPORT_TEXTS.tooMany);
  const [inserted] = await db
    .insert(messageReports)
    .values({
      messageId,
      conversationId,
      reporterUserId: userId,
      reporterSide: side,
      reason: input.reason,
      note: input.note ?? null,
    })
    .onConflictDoNothing()
    .returning({ createdAt: messageReports.createdAt });
  if (inserted) return answer(inserted.createdAt, true);
  // Two clicks raced: the other one's report stands.
  const [raced] = await db.select({ createdAt: messageReports.createdAt }).from(messageReports).where(open);
  return answer(raced!.createdAt, false);
}
