import { and, eq, inArray } from 'drizzle-orm';
import type {
  ConversationDetail,
  ConversationList,
  PartnerConversationsQuery,
  UnreadCount,
} from '@restora/shared/contracts/conversations';
import type { ConversationStatus } from '@restora/shared/domain/conversations';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';
import { memberOrganisationIds } from '../organisations';
import { appendMessage, countMessage } from './append-message';
import { partnerThread } from './conversation-access';
import type { Viewer } from './conversation-dto';
import { markThreadRead } from './read-marks';
import { countUnread, listThreads, readThread } from './read-threads';

// The partner's side of conversations (docs/decisions/conversations.md): the threads of the member's
// organisations, each member with their own read marks. An account in no organisation is a 403, a thread of
// another organisation a 404.

const partner = (userId: string): Viewer => ({ side: 'partner', userId });
const ofOrganisations = (ids: number[]) => inArray(conversations.organisationId, ids);

type Base = { db: Database; userId: string };

export async function listPartnerConversations({
  db,
  userId,
  query,
}: Base & {
  query: {
    unread: boolean;
    page: number;
    propertyId?: number | undefined;
    status?: PartnerConversationsQuery['status'];
  };
}): Promise<ConversationList> {
  const organisations = await memberOrganisationIds(db, userId);
  const mine = and(
    ofOrganisations(organisations),
    query.propertyId === undefined ? undefined : eq(conversations.propertyId, query.propertyId),
    query.status === undefined ? undefined : eq(conversations.status, query.status),
  )!;
  return listThreads(db, partner(userId), { mine, unread: query.unread, page: query.page });
}

export async function getPartnerConversation({
  db,
  userId,
  id,
  before,
}: Base & { id: number; before?: number | undefined }): Promise<ConversationDetail> {
  await partnerThread(db, userId, id);
  return readThread(db, partner(userId), { id, before });
}

/** A member's reply, signed with their first name; a closed thread still takes the partner's messages. */
export async function sendPartnerMessage({
  db,
  events,
  userId,
  messageLimit,
  id,
  body,
  photoIds = [],
}: Base & {
  events: DomainEvents;
  messageLimit: RateLimitRule;
  id: number;
  body: string;
  photoIds?: number[] | undefined;
}): Promise<ConversationDetail> {
  await partnerThread(db, userId, id);
  await countMessage(db, userId, messageLimit);
  await commitThenAnnounce(db, events, async (tx, announce) => {
    await partnerThread(tx, userId, id, { lock: true });
    await appendMessage(tx, { conversationId: id, userId, side: 'partner', body, photoIds, announce });
  });
  return readThread(db, partner(userId), { id });
}

export async function markPartnerRead({ db, userId, id }: Base & { id: number }): Promise<UnreadCount> {
  await partnerThread(db, userId, id);
  await markThreadRead(db, { conversationId: id, userId, side: 'partner' });
  return partnerUnread({ db, userId });
}

export async function partnerUnread({ db, userId }: Base): Promise<UnreadCount> {
  const organisations = await memberOrganisationIds(db, userId);
  return countUnread(db, partner(userId), ofOrganisations(organisations));
}

/**
 * Closes a thread to the guest's new messages, or opens it again (docs/decisions/conversations.md, "Closing a
 * thread"); recorded in the audit trail. Setting the status it has changes nothing and records nothing.
 */
export async function setConversationStatus({
  db,
  actor,
  id,
  status,
}: {
  db: Database;
  actor: AuditActor;
  id: number;
  status: ConversationStatus;
}): Promise<ConversationDetail> {
  await db.transaction(async (tx) => {
    const thread = await partnerThread(tx, actor.userId, id, { lock: true });
    if (thread.status === status) return;
    await tx.update(conversations).set({ status }).where(eq(conversations.id, id));
    await recordAudit(tx, actor, {
      action: status === 'closed' ? 'conversation.close' : 'conversation.reopen',
      object: { type: 'conversation', id },
      before: { status: thread.status },
      after: { status },
    });
  });
  return readThread(db, partner(actor.userId), { id });
}
