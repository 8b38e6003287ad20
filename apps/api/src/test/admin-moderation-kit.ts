import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { user } from '../db/schema/auth';
import { outbox } from '../db/schema/mail';
import { partnerMembers, partnerOrganisations } from '../db/schema/partners';
import { reviewReports, reviews } from '../db/schema/reviews';
import { stayRooms } from '../db/schema/stays';
import { insertReview } from './reviews-kit';
import type { TestApp } from './test-app';

/**
 * For the authorization matrix (matrix-rows-admin-moderation.ts): reviews to report, hide and keep (the last
 * two reported) and one hidden to show again, an organisation of its own, a property to unpublish and
 * publish, and a failed message. The organisation and the message have names of their own, so the admin's
 * answers hold no one else's secrets.
 */
export async function adminModerationFixtures(t: TestApp, roomId: number) {
  const reporter = randomUUID();
  await t.db.insert(user).values({ id: reporter, name: 'Kit Reporter', email: `${reporter}@example.com` });
  const reported = async (daysAgo: number) => {
    const id = await insertReview(t.db, { roomId, daysAgo, comment: 'A review the matrix reports.' });
    await t.db.insert(reviewReports).values({ reviewId: id, userId: reporter, reason: 'Off topic.' });
    return id;
  };
  const toReport = await insertReview(t.db, { roomId, daysAgo: 200 });
  const toHide = await reported(201);
  const toKeep = await reported(202);
  const toUnhide = await insertReview(t.db, { roomId, daysAgo: 203 });
  await t.db.update(reviews).set({ hiddenAt: new Date() }).where(eq(reviews.id, toUnhide));
  const [org] = await t.db.insert(partnerOrganisations).values({ name: 'Kestrel Matrix Group' }).returning();
  await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId: reporter });
  const [room] = await t.db
    .select({ propertyId: stayRooms.propertyId })
    .from(stayRooms)
    .where(eq(stayRooms.id, roomId));
  const recipient = `matrix-outbox-${randomUUID()}@example.com`;
  const [message] = await t.db
    .insert(outbox)
    .values({
      kind: 'account.password-changed',
      recipient,
      payload: { name: 'Kit' },
      status: 'failed',
      lastError: 'refused',
    })
    .returning({ id: outbox.id });
  return {
    toReport,
    toHide,
    toKeep,
    toUnhide,
    organisationId: org!.id,
    propertyId: room!.propertyId,
    recipient,
    failedMessageId: message!.id,
  };
}
