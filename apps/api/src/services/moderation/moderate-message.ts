import { and, eq, isNull } from 'drizzle-orm';
import type { MessageModerationResult, SuspendSenderResult } from '@restora/shared/contracts/message-reports';
import { MESSAGE_MODERATION_TEXTS, MESSAGE_REPORT_TEXTS } from '@restora/shared/domain/message-reports';
import type { Database } from '../../db/client';
import { conversationMessages } from '../../db/schema/conversations';
import { messageReports } from '../../db/schema/message-reports';
import { AppError } from '../../errors';
import { suspendAccount } from '../admin-users';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { setMessageHidden } from '../conversations';
import { reportedThread } from './reported-thread';

// The operator's actions on a reported thread (docs/decisions/conversations.md, "Moderation"): hide a
// message or show it again, dismiss its reports, suspend its sender. Each is recorded in the audit trail
// against the thread (`conversation`), in the action's transaction; a click that changes nothing records
// nothing.

type Options = { db: Database; actor: AuditActor; id: number; messageId: number };

async function closeReports(tx: Database, messageId: number, resolution: 'hidden' | 'dismissed', by: string) {
  const closed = await tx
    .update(messageReports)
    .set({ resolvedAt: new Date(), resolution, resolvedBy: by })
    .where(and(eq(messageReports.messageId, messageId), isNull(messageReports.resolvedAt)))
    .returning({ id: messageReports.id });
  return closed.length;
}

const notFound = () => new AppError('not_found', MESSAGE_REPORT_TEXTS.messageNotFound);

/** Hides the message (or shows it again) and, when hiding, closes its open reports as `hidden`. */
async function setHidden({ db, actor, id, messageId }: Options, hidden: boolean) {
  return db.transaction(async (tx): Promise<MessageModerationResult> => {
    await reportedThread(tx, id);
    const change = await setMessageHidden(tx, { conversationId: id, messageId, hidden, by: actor.userId });
    if (!change) throw notFound();
    const closedReports = hidden ? await closeReports(tx, messageId, 'hidden', actor.userId) : 0;
    const result = { messageId, hidden, closedReports };
    if (change.changed || closedReports > 0)
      await recordAudit(tx, actor, {
        action: hidden ? 'conversation.hide-message' : 'conversation.unhide-message',
        object: { type: 'conversation', id },
        before: { messageId, hidden: change.changed ? !hidden : hidden },
        after: { ...result, side: change.side },
      });
    return result;
  });
}

export const hideMessage = (options: Options) => setHidden(options, true);
export const unhideMessage = (options: Options) => setHidden(options, false);

/** Keeps the message as it is and closes its open reports as `dismissed`; none open changes nothing. */
export async function dismissMessageReports({ db, actor, id, messageId }: Options) {
  return db.transaction(async (tx): Promise<MessageModerationResult> => {
    await reportedThread(tx, id, { lock: true });
    const [message] = await tx
      .select({ hiddenAt: conversationMessages.hiddenAt })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, id)));
    if (!message) throw notFound();
    const closedReports = await closeReports(tx, messageId, 'dismissed', actor.userId);
    const result = { messageId, hidden: message.hiddenAt !== null, closedReports };
    if (closedReports > 0)
      await recordAudit(tx, actor, {
        action: 'conversation.dismiss-reports',
        object: { type: 'conversation', id },
        before: { messageId, openReports: closedReports },
        after: { ...result, openReports: 0 },
      });
    return result;
  });
}

/**
 * Suspends the message's sender through the back office's one suspension (services/admin-users): their
 * sessions end and they cannot sign in, so they can send nothing more. Recorded against the thread as well
 * as the user. An account already suspended is answered as it is.
 */
export async function suspendSender({ db, actor, id, messageId }: Options): Promise<SuspendSenderResult> {
  return db.transaction(async (tx) => {
    await reportedThread(tx, id);
    const [message] = await tx
      .select({ senderUserId: conversationMessages.senderUserId, side: conversationMessages.senderSide })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, messageId), eq(conversationMessages.conversationId, id)));
    if (!message) throw notFound();
    if (!message.senderUserId) throw new AppError('conflict', MESSAGE_MODERATION_TEXTS.senderGone);
    const userId = message.senderUserId;
    const { suspendedAt, changed } = await suspendAccount(tx, actor, userId);
    if (changed)
      await recordAudit(tx, actor, {
        action: 'conversation.suspend-sender',
        object: { type: 'conversation', id },
        before: { messageId, userId, suspended: false },
        after: { messageId, userId, side: message.side, suspended: true },
      });
    return { userId, suspendedAt: suspendedAt.toISOString() };
  });
}
