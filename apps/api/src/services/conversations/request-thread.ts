import { eq } from 'drizzle-orm';
import { reviewerName } from '@restora/shared/domain/review-replies';
import { messageBodySchema } from '@restora/shared/contracts/conversations';
import { AppError } from '../../errors';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { partnerMembers } from '../../db/schema/partners';
import type { MailPayloads } from '../mail/mail-kinds';
import { enqueueMail } from '../mail/outbox';
import type { Announce } from '../events/domain-events';
import { conversations } from '../../db/schema/conversations';
import { appendMessage } from './append-message';
import { openStayThreads } from './booking-threads';
import { openRetreatThread } from './retreat-threads';

// A request to book talks in its booking's thread (docs/decisions/request-to-book.md): the thread is opened
// when the request is sent, with the guest's message; the host's decline is posted in it. The booking's
// confirmation later finds the thread already there (openStayThreads inserts on conflict do nothing). A
// retreat place on request does the same with its place's thread.

/** What a request is for: a stay booking, or a place on a retreat. */
export type RequestSubject = { bookingId: number } | { retreatBookingId: number };

/** The booking's (or place's) thread, opened if need be; null when there is no organisation to talk to. */
export async function bookingThread(tx: Database, subject: RequestSubject) {
  if ('bookingId' in subject) await openStayThreads(tx, [subject.bookingId]);
  else await openRetreatThread(tx, subject.retreatBookingId);
  const [thread] = await tx
    .select()
    .from(conversations)
    .where(
      'bookingId' in subject
        ? eq(conversations.bookingId, subject.bookingId)
        : eq(conversations.retreatBookingId, subject.retreatBookingId),
    );
  return thread ?? null;
}

/**
 * Opens the request's thread with the guest's message, once: a repeated request (the same payment key)
 * finds the thread already written to and adds nothing. Returns the thread's id, or null.
 */
export async function openRequestThread(
  tx: Database,
  {
    subject,
    guestUserId,
    message,
    announce,
  }: { subject: RequestSubject; guestUserId: string; message: string; announce: Announce },
): Promise<{ conversationId: number; written: boolean } | null> {
  const thread = await bookingThread(tx, subject);
  if (!thread) return null;
  if (thread.guestMessages + thread.partnerMessages > 0) return { conversationId: thread.id, written: false };
  await appendMessage(tx, {
    conversationId: thread.id,
    userId: guestUserId,
    side: 'guest',
    body: message,
    announce,
  });
  return { conversationId: thread.id, written: true };
}

/** What the hosts' mail says of a request, but their own name and the thread's path. */
export type RequestDetails = Omit<MailPayloads['booking.request-received'], 'name' | 'path' | 'guestName'> & {
  /** The guest's full name (the hosts see the first name and initial). */
  guestName: string | null;
};

/**
 * A request sent (a stay's or a retreat place's): its message opens the thread, and each member of the
 * organisation is mailed with the thread's link. Once only: false when the thread was already written to
 * (a repeated request), or there is no organisation.
 */
export async function sendToHosts(
  tx: Database,
  {
    subject,
    guestUserId,
    message,
    announce,
    organisationId,
    details,
  }: {
    subject: RequestSubject;
    guestUserId: string;
    message: string;
    announce: Announce;
    organisationId: number | null;
    details: RequestDetails;
  },
): Promise<boolean> {
  const thread = await openRequestThread(tx, { subject, guestUserId, message, announce });
  if (!thread?.written || organisationId === null) return false;
  const members = await tx
    .select({ name: user.name, email: user.email })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(eq(partnerMembers.organisationId, organisationId));
  await enqueueMail(
    tx,
    ...members.map((m) => ({
      kind: 'booking.request-received' as const,
      to: m.email,
      payload: {
        ...details,
        name: m.name,
        guestName: reviewerName(details.guestName),
        path: `/partner/messages/${thread.conversationId}`,
      },
    })),
  );
  return true;
}

/** The host's message with a decline, in the booking's thread, signed by the member who declined. */
export async function postDeclineMessage(
  tx: Database,
  {
    subject,
    userId,
    message,
    announce,
  }: { subject: RequestSubject; userId: string; message: string; announce: Announce },
): Promise<void> {
  const thread = await bookingThread(tx, subject);
  if (thread)
    await appendMessage(tx, { conversationId: thread.id, userId, side: 'partner', body: message, announce });
}

/** A request's message to the host: required, 1 to 5,000 characters (a 400 naming `message`). */
export function requestMessage(message: string | undefined): string {
  const parsed = messageBodySchema.safeParse(message ?? '');
  if (parsed.success) return parsed.data;
  const text = parsed.error.issues[0]?.message ?? 'Write a message to the host';
  throw new AppError('validation_failed', text, { message: text });
}
