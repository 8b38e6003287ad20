import { and, eq, isNull, sql } from 'drizzle-orm';
import { DELETED_GUEST, type ConversationSide } from '@restora/shared/domain/conversations';
import { reviewerName } from '@restora/shared/domain/review-replies';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { conversationReads, conversations } from '../../db/schema/conversations';
import { jobs } from '../../db/schema/jobs';
import { partnerMembers, partnerOrganisations } from '../../db/schema/partners';
import { userInfo } from '../../db/schema/profiles';
import { properties } from '../../db/schema/stays';
import { enqueueMail } from '../mail/outbox';
import type { MailMessage } from '../mail/mail-kinds';

// Mail about new messages (docs/decisions/conversations.md, "Digests"): a message asks for one job per
// thread, side and quarter of an hour, run at the quarter's end; it mails each person of that side who has
// still not read the other side's messages by then. Nobody is mailed about their own messages: only the
// other side's count as unread.

export const DIGEST_QUEUE = 'conversations.digest';
export const DIGEST_PERIOD_MS = 15 * 60_000;

/** Asks for the digest of the quarter of an hour `now` is in, once however many messages ask. */
export async function enqueueDigest(
  tx: Database,
  { conversationId, to, now }: { conversationId: number; to: ConversationSide; now: Date },
): Promise<void> {
  const period = Math.floor(now.getTime() / DIGEST_PERIOD_MS) * DIGEST_PERIOD_MS;
  await tx
    .insert(jobs)
    .values({
      queue: DIGEST_QUEUE,
      payload: { conversationId, to },
      singletonKey: `${conversationId}:${to}:${new Date(period).toISOString()}`,
      runAt: new Date(period + DIGEST_PERIOD_MS),
    })
    .onConflictDoNothing();
}

/**
 * Makes every waiting digest due now, for the job runner to send at its next look (browser tests, through
 * the test clock: they cannot wait a quarter of an hour). Returns how many.
 */
export async function makeDigestsDue(db: Database): Promise<number> {
  const due = await db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(and(eq(jobs.queue, DIGEST_QUEUE), eq(jobs.status, 'queued')))
    .returning({ id: jobs.id });
  return due.length;
}

/** Runs one digest: mails each person of side `to` with unread messages in the thread. */
export async function runDigest(
  db: Database,
  { conversationId, to }: { conversationId: number; to: ConversationSide },
): Promise<number> {
  const [thread] = await db
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
    .where(eq(conversations.id, conversationId));
  if (!thread) return 0;
  const { guestUserId, organisationId, guestMessages, partnerMessages } = thread.thread;
  const people = db
    .select({ email: user.email, name: user.name, seen: conversationReads.seenCount })
    .from(user)
    .leftJoin(userInfo, eq(userInfo.id, user.id))
    .leftJoin(
      conversationReads,
      and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, user.id)),
    );
  const recipients =
    to === 'guest'
      ? guestUserId
        ? await people.where(and(eq(user.id, guestUserId), isNull(userInfo.deletedAt)))
        : []
      : await people
          .innerJoin(partnerMembers, eq(partnerMembers.userId, user.id))
          .where(and(eq(partnerMembers.organisationId, organisationId), isNull(userInfo.deletedAt)));
  const total = to === 'guest' ? partnerMessages : guestMessages;
  const from =
    to === 'guest'
      ? thread.organisationName
      : thread.guestName && guestUserId
        ? reviewerName(thread.guestName)
        : DELETED_GUEST;
  const path = to === 'guest' ? `/messages/${conversationId}` : `/partner/messages/${conversationId}`;
  const mails: MailMessage[] = recipients
    .filter((r) => total - (r.seen ?? 0) > 0)
    .map((r) => ({
      kind: 'conversation.unread',
      to: r.email,
      payload: {
        name: r.name,
        from,
        propertyName: thread.propertyName,
        path,
        unread: total - (r.seen ?? 0),
      },
    }));
  await enqueueMail(db, ...mails);
  return mails.length;
}
