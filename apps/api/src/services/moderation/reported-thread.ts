import { and, asc, desc, eq, exists, inArray, lt, sql } from 'drizzle-orm';
import type { MessageReport, ModeratedThread } from '@restora/shared/contracts/message-reports';
import { MESSAGES_PAGE_SIZE } from '@restora/shared/domain/conversations';
import { MESSAGE_MODERATION_TEXTS } from '@restora/shared/domain/message-reports';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { messageReports } from '../../db/schema/message-reports';
import { partnerOrganisations } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';
import { properties } from '../../db/schema/stays';
import { AppError } from '../../errors';

// What the operator may read of conversations (docs/decisions/conversations.md, "Moderation"): a thread
// with at least one report, never another. Any other id is a 404, as an unknown one.

const isReported = (db: Database, id: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(messageReports)
      .where(eq(messageReports.conversationId, id)),
  );

/** The reported thread, locked for the caller's transaction with `lock`; else a 404. */
export async function reportedThread(db: Database, id: number, { lock = false } = {}) {
  const query = db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), isReported(db, id)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new AppError('not_found', MESSAGE_MODERATION_TEXTS.threadNotFound);
  return row;
}

const toReport = (r: typeof messageReports.$inferSelect): MessageReport => ({
  id: r.id,
  reason: r.reason,
  note: r.note,
  reporterSide: r.reporterSide,
  createdAt: r.createdAt.toISOString(),
  resolution: r.resolution,
  resolvedAt: r.resolvedAt?.toISOString() ?? null,
});

/**
 * A reported thread for the operator: where it is, and a page of its messages (hidden ones too, marked),
 * each with its sender's account and its reports; the latest 50, or the 50 before `before`.
 */
export async function getReportedThread({
  db,
  id,
  before,
}: {
  db: Database;
  id: number;
  before?: number | undefined;
}): Promise<ModeratedThread> {
  await reportedThread(db, id);
  const [[head], rows] = await Promise.all([
    db
      .select({
        thread: conversations,
        propertyName: properties.name,
        organisationName: partnerOrganisations.name,
        guestName: user.name,
      })
      .from(conversations)
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, conversations.organisationId))
      .leftJoin(user, eq(user.id, conversations.guestUserId))
      .where(eq(conversations.id, id)),
    db
      .select({
        message: conversationMessages,
        senderName: user.name,
        suspendedAt: userInfo.suspendedAt,
      })
      .from(conversationMessages)
      .leftJoin(user, eq(user.id, conversationMessages.senderUserId))
      .leftJoin(userInfo, eq(userInfo.id, conversationMessages.senderUserId))
      .where(
        and(
          eq(conversationMessages.conversationId, id),
          before === undefined ? undefined : lt(conversationMessages.id, before),
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(MESSAGES_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const ids = page.map((r) => r.message.id);
  const reports =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(messageReports)
          .where(inArray(messageReports.messageId, ids))
          .orderBy(asc(messageReports.createdAt), asc(messageReports.id));
  const t = head!.thread;
  return {
    id: t.id,
    property: { id: t.propertyId, name: head!.propertyName },
    organisation: { id: t.organisationId, name: head!.organisationName },
    guestName: head!.guestName,
    status: t.status,
    bookingId: t.bookingId,
    messages: page.map(({ message: m, senderName, suspendedAt }) => ({
      id: m.id,
      side: m.senderSide,
      sender:
        m.senderUserId && senderName !== null
          ? { id: m.senderUserId, name: senderName, suspended: suspendedAt !== null }
          : null,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      hiddenAt: m.hiddenAt?.toISOString() ?? null,
      reports: reports.filter((r) => r.messageId === m.id).map(toReport),
    })),
    hasEarlier: rows.length > MESSAGES_PAGE_SIZE,
  };
}
