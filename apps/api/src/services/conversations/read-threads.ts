import { and, count, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type {
  ConversationDetail,
  ConversationList,
  UnreadCount,
} from '@restora/shared/contracts/conversations';
import { CONVERSATIONS_PAGE_SIZE, MESSAGES_PAGE_SIZE } from '@restora/shared/domain/conversations';
import type { Database } from '../../db/client';
import { conversationMessages, conversationReads, conversations } from '../../db/schema/conversations';
import { selectThreads, toMessage, toSummary, unreadOf, type Viewer } from './conversation-dto';
import { photosOfMessages } from './message-photos';
import { markThreadRead } from './read-marks';

// Reading threads, the same for both sides once the caller's threads are chosen (`mine`: the guest's own,
// or those of the member's organisations): an inbox page, one thread, the badge's total
// (docs/decisions/conversations.md, "Unread counts").

const readsOf = (viewer: Viewer) =>
  and(eq(conversationReads.conversationId, conversations.id), eq(conversationReads.userId, viewer.userId));

/** One page of the caller's threads, the latest message first, with each one's unread count. */
export async function listThreads(
  db: Database,
  viewer: Viewer,
  { mine, unread, page }: { mine: SQL; unread: boolean; page: number },
): Promise<ConversationList> {
  const where = unread ? and(mine, gt(unreadOf(viewer.side), 0)) : mine;
  const pageSize = CONVERSATIONS_PAGE_SIZE;
  // The page's ids first, from the inbox index alone, then the details of those 20: joining the details
  // before the limit would join every thread of a large organisation.
  const [ids, [counted]] = await Promise.all([
    db
      .select({ id: conversations.id })
      .from(conversations)
      .leftJoin(conversationReads, readsOf(viewer))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(conversations)
      .leftJoin(conversationReads, readsOf(viewer))
      .where(where),
  ]);
  const order = ids.map((r) => r.id);
  const rows = order.length === 0 ? [] : await selectThreads(db, viewer, inArray(conversations.id, order));
  rows.sort((x, y) => order.indexOf(x.thread.id) - order.indexOf(y.thread.id));
  return { conversations: rows.map((r) => toSummary(r, viewer)), total: counted?.total ?? 0, page, pageSize };
}

/**
 * One thread with a page of its messages, oldest first: the newest ones, or those before `before`. Reading
 * the newest page marks the thread read for the caller.
 */
export async function readThread(
  db: Database,
  viewer: Viewer,
  { id, before }: { id: number; before?: number | undefined },
): Promise<ConversationDetail> {
  if (before === undefined)
    await markThreadRead(db, { conversationId: id, userId: viewer.userId, side: viewer.side });
  const [[row], messages] = await Promise.all([
    selectThreads(db, viewer, eq(conversations.id, id)),
    db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, id),
          isNull(conversationMessages.hiddenAt),
          before === undefined ? undefined : lt(conversationMessages.id, before),
        ),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(MESSAGES_PAGE_SIZE + 1),
  ]);
  const page = messages.slice(0, MESSAGES_PAGE_SIZE).reverse();
  const photos = await photosOfMessages(
    db,
    page.map((m) => m.id),
  );
  return {
    ...toSummary(row!, viewer),
    messages: page.map((m) => toMessage(m, viewer, photos.get(m.id) ?? [])),
    hasEarlier: messages.length > MESSAGES_PAGE_SIZE,
    guestMayWrite: Boolean(row!.guestMayWrite),
  };
}

/** The header badge: the other side's unread messages over all the caller's threads, and their threads. */
export async function countUnread(db: Database, viewer: Viewer, mine: SQL): Promise<UnreadCount> {
  const unread = unreadOf(viewer.side);
  const [row] = await db
    .select({
      messages: sql<number>`coalesce(sum(${unread}), 0)::int`,
      conversations: sql<number>`count(*) filter (where ${unread} > 0)::int`,
    })
    .from(conversations)
    .leftJoin(conversationReads, readsOf(viewer))
    .where(mine);
  return { messages: Number(row?.messages ?? 0), conversations: Number(row?.conversations ?? 0) };
}
