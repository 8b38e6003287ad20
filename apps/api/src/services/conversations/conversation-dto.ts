import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ConversationMessage, ConversationSummary } from '@restora/shared/contracts/conversations';
import { DELETED_GUEST, type ConversationSide } from '@restora/shared/domain/conversations';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { type conversationMessages, conversationReads, conversations } from '../../db/schema/conversations';
import { partnerOrganisations } from '../../db/schema/partners';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';

// What each side sees of a thread (docs/decisions/conversations.md, "Who sees what"): the guest the
// organisation's name and each member's first name; the partner the guest's first name and initial.

/** The viewer: the side they are on and who they are (their own read mark, their own messages). */
export type Viewer = { side: ConversationSide; userId: string };

/** The other side's messages this viewer has not read: a thread's counter less their read mark's count. */
export const unreadOf = (side: ConversationSide) =>
  sql<number>`greatest(0, ${side === 'guest' ? conversations.partnerMessages : conversations.guestMessages} - coalesce(${conversationReads.seenCount}, 0))::int`;

/**
 * A booking still in progress keeps its thread open to the guest (docs/decisions/conversations.md,
 * "Closing a thread"): a confirmed stay not yet checked out, a confirmed retreat place not yet ended.
 */
const bookingInProgress = sql<boolean>`(
  exists (select 1 from ${bookings} where ${bookings.id} = ${conversations.bookingId}
    and ${bookings.status} = 'confirmed' and coalesce(${bookings.checkOut}, ${bookings.checkIn}) >= current_date)
  or exists (select 1 from ${retreatBookings} join ${retreats} on ${retreats.id} = ${retreatBookings.retreatId}
    where ${retreatBookings.id} = ${conversations.retreatBookingId}
    and ${retreatBookings.status} = 'confirmed' and ${retreats.endDate} >= current_date))`;

/** Threads with what the summary shows, the viewer's unread count among them. */
export function selectThreads(db: Database, viewer: Viewer, where: SQL | undefined) {
  return db
    .select({
      thread: conversations,
      propertyName: properties.name,
      organisationName: partnerOrganisations.name,
      roomTitle: stayRooms.title,
      retreatTitle: retreats.title,
      serviceTitle: services.title,
      guestName: user.name,
      unread: unreadOf(viewer.side),
      lastReadMessageId: conversationReads.lastReadMessageId,
      guestMayWrite: sql<boolean>`(${conversations.status} = 'open' or ${bookingInProgress})`,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, conversations.organisationId))
    .leftJoin(stayRooms, eq(stayRooms.id, conversations.roomId))
    .leftJoin(retreats, eq(retreats.id, conversations.retreatId))
    .leftJoin(services, eq(services.id, conversations.serviceId))
    .leftJoin(user, eq(user.id, conversations.guestUserId))
    .leftJoin(
      conversationReads,
      and(
        eq(conversationReads.conversationId, conversations.id),
        eq(conversationReads.userId, viewer.userId),
      ),
    )
    .where(where);
}

export type ThreadRow = Awaited<ReturnType<typeof selectThreads>>[number];

export const toSummary = (row: ThreadRow): ConversationSummary => {
  const t = row.thread;
  return {
    id: t.id,
    about: {
      property: { id: t.propertyId, name: row.propertyName },
      room: t.roomId && row.roomTitle !== null ? { id: t.roomId, title: row.roomTitle } : null,
      retreat: t.retreatId && row.retreatTitle !== null ? { id: t.retreatId, title: row.retreatTitle } : null,
      service: t.serviceId && row.serviceTitle !== null ? { id: t.serviceId, title: row.serviceTitle } : null,
      bookingId: t.bookingId,
      retreatBookingId: t.retreatBookingId,
    },
    organisation: { id: t.organisationId, name: row.organisationName },
    guestName: t.guestUserId && row.guestName ? reviewerName(row.guestName) : DELETED_GUEST,
    status: t.status,
    lastMessageAt: t.lastMessageAt.toISOString(),
    unread: Number(row.unread),
    createdAt: t.createdAt.toISOString(),
  };
};

type MessageRow = typeof conversationMessages.$inferSelect;

export const toMessage = (row: MessageRow, viewer: Viewer): ConversationMessage => ({
  id: row.id,
  side: row.senderSide,
  senderName: row.senderFirstName,
  mine: row.senderUserId === viewer.userId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
