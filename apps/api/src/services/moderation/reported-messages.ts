import { and, countDistinct, desc, eq, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { ReportedMessagePage } from '@restora/shared/contracts/message-reports';
import { ADMIN_PAGE_SIZE } from '@restora/shared/contracts/admin-tables';
import type { MessageReportReason } from '@restora/shared/domain/message-reports';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversationMessages, conversations } from '../../db/schema/conversations';
import { messageReports } from '../../db/schema/message-reports';
import { partnerOrganisations } from '../../db/schema/partners';
import { properties } from '../../db/schema/stays';

// The operator's queue of reported messages (docs/decisions/conversations.md, "Moderation"): one row per
// message, the latest report first. Open: messages with a report waiting. Resolved: messages whose every
// report has been decided (hidden or dismissed).

const EXCERPT = 200;

export async function listReportedMessages({
  db,
  status,
  page,
}: {
  db: Database;
  status: 'open' | 'resolved';
  page: number;
}): Promise<ReportedMessagePage> {
  const where =
    status === 'open'
      ? isNull(messageReports.resolvedAt)
      : and(
          isNotNull(messageReports.resolvedAt),
          sql`not exists (select 1 from ${messageReports} as "still_open"
            where "still_open"."message_id" = ${messageReports.messageId} and "still_open"."resolved_at" is null)`,
        );
  const reported = db
    .select({
      messageId: messageReports.messageId,
      last: max(messageReports.createdAt).as('last_reported_at'),
      n: sql<number>`count(*)::int`.as('report_count'),
      reasons: sql<
        MessageReportReason[]
      >`array_agg(${messageReports.reason} order by ${messageReports.createdAt}, ${messageReports.id})`.as(
        'reasons',
      ),
    })
    .from(messageReports)
    .where(where)
    .groupBy(messageReports.messageId)
    .as('reported');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        message: conversationMessages,
        senderName: user.name,
        propertyId: properties.id,
        propertyName: properties.name,
        organisationId: partnerOrganisations.id,
        organisationName: partnerOrganisations.name,
        last: reported.last,
        n: reported.n,
        reasons: reported.reasons,
      })
      .from(reported)
      .innerJoin(conversationMessages, eq(conversationMessages.id, reported.messageId))
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, conversations.organisationId))
      .leftJoin(user, eq(user.id, conversationMessages.senderUserId))
      .orderBy(desc(reported.last), desc(reported.messageId))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ total: countDistinct(messageReports.messageId) })
      .from(messageReports)
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      messageId: r.message.id,
      conversationId: r.message.conversationId,
      side: r.message.senderSide,
      senderName: r.message.senderUserId ? r.senderName : null,
      excerpt: r.message.body.length > EXCERPT ? `${r.message.body.slice(0, EXCERPT - 1)}…` : r.message.body,
      hidden: r.message.hiddenAt !== null,
      property: { id: r.propertyId, name: r.propertyName },
      organisation: { id: r.organisationId, name: r.organisationName },
      reportCount: Number(r.n),
      reasons: r.reasons,
      lastReportedAt: new Date(r.last as unknown as string | Date).toISOString(),
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
