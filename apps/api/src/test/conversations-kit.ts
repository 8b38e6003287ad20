import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { conversationMessages, conversations } from '../db/schema/conversations';
import { partnerMembers } from '../db/schema/partners';
import { retreats } from '../db/schema/retreats';
import { services } from '../db/schema/services';
import { properties, stayRooms } from '../db/schema/stays';
import { createLogger } from '../logger';
import { makeDigestsDue } from '../services/conversations/digest';
import { createJobRunner } from '../services/jobs/job-runner';
import { conversationJobs } from '../workers/conversation-jobs';
import { seedOrganisations } from '../db/seed/partners-data';
import { listingsKit } from './listings-kit';
import { readJson, registerUser, type TestApp } from './test-app';

// Conversations in tests (docs/decisions/conversations.md): what to ask about, and the digests run now.

const shown = and(eq(properties.published, true), isNotNull(properties.organisationId));

/** A published room, retreat and service of the organisation, to ask about. */
export async function askables(db: Database, organisationId: number) {
  const mine = and(shown, eq(properties.organisationId, organisationId));
  const [room] = await db
    .select({ id: stayRooms.id, propertyId: properties.id })
    .from(stayRooms)
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(mine)
    .orderBy(stayRooms.id)
    .limit(1);
  const [retreat] = await db
    .select({ id: retreats.id, propertyId: properties.id, organisationId: properties.organisationId })
    .from(retreats)
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .where(and(shown, ne(retreats.status, 'draft')))
    .limit(1);
  const [service] = await db
    .select({ id: services.id, propertyId: properties.id, organisationId: properties.organisationId })
    .from(services)
    .innerJoin(properties, eq(properties.id, services.propertyId))
    .where(shown)
    .limit(1);
  return { room: room!, retreat: retreat!, service: service! };
}

/** The organisation the account is a member of. */
export async function organisationOf(db: Database, email: string): Promise<number> {
  const [row] = await db
    .select({ id: partnerMembers.organisationId })
    .from(partnerMembers)
    .innerJoin(user, eq(user.id, partnerMembers.userId))
    .where(eq(user.email, email));
  return row!.id;
}

/** Runs every digest job now, as if their quarter of an hour had ended. */
export async function runDigestsNow(db: Database) {
  await makeDigestsDue(db);
  const runner = createJobRunner({
    db,
    logger: createLogger('silent'),
    definitions: conversationJobs({ db }),
  });
  return runner.drain();
}

export const messageCount = async (db: Database, conversationId: number) =>
  (
    await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, conversationId))
  ).length;

/** An answer's JSON, once its status is the one expected. */
export async function expectStatus(res: Response | Promise<Response>, status: number) {
  const r = await res;
  const body = r.headers.get('content-type')?.includes('json') ? await readJson(r) : null;
  expect(r.status, JSON.stringify(body)).toBe(status);
  return body;
}

/**
 * The matrix's conversations: A's question about a room of a seeded organisation (no secret of P's or Q's in
 * it), and a thread of P's organisation with a guest who is none of the matrix's identities.
 */
export async function matrixConversations(
  db: Database,
  ask: (body: unknown) => Promise<Response>,
  {
    aboutRoomId,
    otherUserId,
    pOrganisationId,
    pRoomId,
  }: { aboutRoomId: number; otherUserId: string; pOrganisationId: number; pRoomId: number },
) {
  const started = await readJson(
    await ask({ about: { kind: 'room', id: aboutRoomId }, body: 'Is it quiet?' }),
  );
  const [pRoom] = await db
    .select({ propertyId: stayRooms.propertyId })
    .from(stayRooms)
    .where(eq(stayRooms.id, pRoomId));
  const [pThread] = await db
    .insert(conversations)
    .values({
      guestUserId: otherUserId,
      organisationId: pOrganisationId,
      propertyId: pRoom!.propertyId,
      roomId: pRoomId,
    })
    .returning({ id: conversations.id });
  return { aThreadId: started.id as number, pThreadId: pThread!.id };
}

type Who = { cookie: string } | string;
const cookieOf = (who: Who) => (typeof who === 'string' ? who : who.cookie);

/**
 * The seed's two partners P and Q, a second member B of P's organisation, what to ask P's organisation about,
 * and calls as anyone.
 */
export async function conversationsKit(t: TestApp) {
  const kit = await listingsKit(t);
  const organisationId = await organisationOf(t.db, seedOrganisations[0]!.member.email);
  const memberB = await registerUser(t, { name: 'Bruno Second' });
  await t.db.insert(partnerMembers).values({ organisationId, userId: memberB.user.id });
  const things = await askables(t.db, organisationId);
  const get = (who: Who, path: string) => kit.call(cookieOf(who), 'GET', path);
  const post = (who: Who, path: string, body?: unknown) => kit.call(cookieOf(who), 'POST', path, body);
  return {
    ...kit,
    memberB,
    things,
    get,
    post,
    ask: (who: Who, about: { kind: string; id: number }, body = 'Is breakfast included?') =>
      post(who, '/api/conversations', { about, body }),
    /** The header's badge, the guest's or (with `partner`) the console's. */
    badge: (who: Who, partner = false) =>
      expectStatus(get(who, `/api/${partner ? 'partner/' : ''}conversations/unread`), 200),
  };
}
