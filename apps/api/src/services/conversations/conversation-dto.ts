import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus } from '@restora/shared/contracts/bookings';
import type { ConversationMessage, ConversationSummary } from '@restora/shared/contracts/conversations';
import {
  DELETED_GUEST,
  messagePreview,
  PREVIEW_MAX,
  type ConversationSide,
} from '@restora/shared/domain/conversations';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { conversationMessages, conversationReads, conversations } from '../../db/schema/conversations';
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
 * "Closing a thread"): a confirmed (or requested) stay not yet checked out, a confirmed (or requested)
 * retreat place not yet ended.
 */
const bookingInProgress = sql<boolean>`(
  exists (select 1 from ${bookings} where ${bookings.id} = ${conversations.bookingId}
    and ${bookings.status}::text in ('confirmed', 'requested') and coalesce(${bookings.checkOut}, ${bookings.checkIn}) >= current_date)
  or exists (select 1 from ${retreatBookings} join ${retreats} on ${retreats.id} = ${retreatBookings.retreatId}
    where ${retreatBookings.id} = ${conversations.retreatBookingId}
    and ${retreatBookings.status}::text in ('confirmed', 'requested') and ${retreats.endDate} >= current_date))`;

/**
 * The latest message still shown, for the inbox's line (docs/decisions/conversations.md, "Inbox pages"):
 * one step back along `conversation_messages (conversation_id, id)` per thread of the page, and only the
 * first characters of it (enough for the preview once spaces are folded).
 */
const lastMessage = sql<string | { side: ConversationSide; body: string; sender: string | null } | null>`(
  select json_build_object('side', m.sender_side, 'body', left(m.body, ${PREVIEW_MAX * 3}), 'sender', m.sender_user_id)
  from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and m.hidden_at is null
  order by m.id desc limit 1)`;

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
      // The stay's or the retreat place's: the same words (docs/decisions/request-to-book.md).
      bookingStatus: sql<BookingStatus | null>`coalesce(${bookings.status}::text, (select ${retreatBookings.status}::text from ${retreatBookings} where ${retreatBookings.id} = ${conversations.retreatBookingId}))`,
      unread: unreadOf(viewer.side),
      lastReadMessageId: conversationReads.lastReadMessageId,
      lastMessage,
      guestMayWrite: sql<boolean>`(${conversations.status} = 'open' or ${bookingInProgress})`,
    })
    .from(conversations)
    .innerJoin(properties, eq(properties.id, conversations.propertyId))
    .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, conversations.organisationId))
    .leftJoin(stayRooms, eq(stayRooms.id, conversations.roomId))
    .leftJoin(retreats, eq(retreats.id, conversations.retreatId))
    .leftJoin(services, eq(services.id, conversations.serviceId))
    .leftJoin(user, eq(user.id, conversations.guestUserId))
    .leftJoin(bookings, eq(bookings.id, conversations.bookingId))
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

function toLastMessage(row: ThreadRow, viewerId: string): ConversationSummary['lastMessage'] {
  // node-postgres parses json; other drivers may hand back its text.
  const last = typeof row.lastMessage === 'string' ? JSON.parse(row.lastMessage) : row.lastMessage;
  if (!last) return null;
  return { side: last.side, preview: messagePreview(last.body), mine: last.sender === viewerId };
}

export const toSummary = (row: ThreadRow, viewer: Viewer): ConversationSummary => {
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
      bookingStatus: row.bookingStatus,
    },
    organisation: { id: t.organisationId, name: row.organisationName },
    guestName: t.guestUserId && row.guestName ? reviewerName(row.guestName) : DELETED_GUEST,
    status: t.status,
    lastMessageAt: t.lastMessageAt.toISOString(),
    unread: Number(row.unread),
    lastMessage: toLastMessage(row, viewer.userId),
    createdAt: t.createdAt.toISOString(),
  };
};

type MessageRow = typeof conversationMessages.$inferSelect;

export const toMessage = (
  row: MessageRow,
  viewer: Viewer,
  photos: ConversationMessage['photos'] = [],
): ConversationMessage => ({
  id: row.id,
  side: row.senderSide,
  senderName: row.senderFirstName,
  mine: row.senderUserId === viewer.userId,
  body: row.body,
  photos,
  createdAt: row.createdAt.toISOString(),
});
