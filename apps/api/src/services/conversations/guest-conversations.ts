import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type {
  ConversationDetail,
  ConversationList,
  UnreadCount,
} from '@restora/shared/contracts/conversations';
import {
  CONVERSATION_CLOSED,
  NOTHING_TO_ASK_ABOUT,
  OWN_PROPERTY,
  type AskAboutKind,
} from '@restora/shared/domain/conversations';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { partnerMembers } from '../../db/schema/partners';
import { retreats } from '../../db/schema/retreats';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { AppError } from '../../errors';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { appendMessage, countMessage } from './append-message';
import { guestThread } from './conversation-access';
import { selectThreads, type Viewer } from './conversation-dto';
import { markThreadRead } from './read-marks';
import { countUnread, listThreads, readThread } from './read-threads';

// The guest's side of conversations (docs/decisions/conversations.md): asking a host, their inbox, a thread,
// replying. A thread of anyone else is a 404.

const guest = (userId: string): Viewer => ({ side: 'guest', userId });
const mine = (userId: string) => eq(conversations.guestUserId, userId);

type About = { kind: AskAboutKind; id: number };

/** The property (published, with an organisation to answer) of what the guest asks about, else a 404. */
async function resolveAbout(db: Database, about: About) {
  const shown = and(eq(properties.published, true), isNotNull(properties.organisationId));
  const query =
    about.kind === 'room'
      ? db
          .select({ propertyId: properties.id, organisationId: properties.organisationId })
          .from(stayRooms)
          .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
          .where(and(eq(stayRooms.id, about.id), shown))
      : about.kind === 'retreat'
        ? db
            .select({ propertyId: properties.id, organisationId: properties.organisationId })
            .from(retreats)
            .innerJoin(properties, eq(properties.id, retreats.propertyId))
            .where(and(eq(retreats.id, about.id), ne(retreats.status, 'draft'), shown))
        : db
            .select({ propertyId: properties.id, organisationId: properties.organisationId })
            .from(services)
            .innerJoin(properties, eq(properties.id, services.propertyId))
            .where(and(eq(services.id, about.id), shown));
  const [row] = await query;
  if (!row?.organisationId) throw new AppError('not_found', NOTHING_TO_ASK_ABOUT);
  return { propertyId: row.propertyId, organisationId: row.organisationId };
}

type Options = { db: Database; events: DomainEvents; userId: string; messageLimit: RateLimitRule };

/**
 * "Ask the host": the guest's question thread with the property's organisation (one per guest and
 * property), made or continued, with the message added. A thread the host closed takes none (409).
 */
export async function startConversation({
  db,
  events,
  userId,
  messageLimit,
  input,
}: Options & { input: { about: About; body: string } }): Promise<ConversationDetail> {
  const { propertyId, organisationId } = await resolveAbout(db, input.about);
  const [member] = await db
    .select({ userId: partnerMembers.userId })
    .from(partnerMembers)
    .where(and(eq(partnerMembers.organisationId, organisationId), eq(partnerMembers.userId, userId)));
  if (member) throw new AppError('unprocessable', OWN_PROPERTY);
  await countMessage(db, userId, messageLimit);
  const aboutColumns = {
    roomId: input.about.kind === 'room' ? input.about.id : null,
    retreatId: input.about.kind === 'retreat' ? input.about.id : null,
    serviceId: input.about.kind === 'service' ? input.about.id : null,
  };
  const id = await commitThenAnnounce(db, events, async (tx, announce) => {
    await tx
      .insert(conversations)
      .values({ guestUserId: userId, organisationId, propertyId, ...aboutColumns })
      .onConflictDoNothing();
    const [thread] = await tx
      .select()
      .from(conversations)
      .where(
        and(
          mine(userId),
          eq(conversations.propertyId, propertyId),
          isNull(conversations.bookingId),
          isNull(conversations.retreatBookingId),
        ),
      )
      .for('update');
    if (thread!.status === 'closed') throw new AppError('conflict', CONVERSATION_CLOSED);
    await tx.update(conversations).set(aboutColumns).where(eq(conversations.id, thread!.id));
    await appendMessage(tx, {
      conversationId: thread!.id,
      userId,
      side: 'guest',
      body: input.body,
      announce,
    });
    return thread!.id;
  });
  return readThread(db, guest(userId), { id });
}

export async function listGuestConversations({
  db,
  userId,
  unread,
  page,
}: {
  db: Database;
  userId: string;
  unread: boolean;
  page: number;
}): Promise<ConversationList> {
  return listThreads(db, guest(userId), { mine: mine(userId), unread, page });
}

export async function getGuestConversation({
  db,
  userId,
  id,
  before,
}: {
  db: Database;
  userId: string;
  id: number;
  before?: number | undefined;
}): Promise<ConversationDetail> {
  await guestThread(db, userId, id);
  return readThread(db, guest(userId), { id, before });
}

/**
 * The guest's reply. A closed thread takes none (409), unless it is a booking's still in progress
 * (docs/decisions/conversations.md, "Closing a thread").
 */
export async function sendGuestMessage({
  db,
  events,
  userId,
  messageLimit,
  id,
  body,
  photoIds = [],
}: Options & { id: number; body: string; photoIds?: number[] | undefined }): Promise<ConversationDetail> {
  await guestThread(db, userId, id);
  await countMessage(db, userId, messageLimit);
  await commitThenAnnounce(db, events, async (tx, announce) => {
    await guestThread(tx, userId, id, { lock: true });
    const [row] = await selectThreads(tx, guest(userId), eq(conversations.id, id));
    if (!row?.guestMayWrite) throw new AppError('conflict', CONVERSATION_CLOSED);
    await appendMessage(tx, { conversationId: id, userId, side: 'guest', body, photoIds, announce });
  });
  return readThread(db, guest(userId), { id });
}

export async function markGuestRead({ db, userId, id }: { db: Database; userId: string; id: number }) {
  await guestThread(db, userId, id);
  await markThreadRead(db, { conversationId: id, userId, side: 'guest' });
  return countUnread(db, guest(userId), mine(userId));
}

export async function guestUnread({ db, userId }: { db: Database; userId: string }): Promise<UnreadCount> {
  return countUnread(db, guest(userId), mine(userId));
}
