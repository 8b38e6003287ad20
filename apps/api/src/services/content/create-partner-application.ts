import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { partnerApplications } from '../../db/schema/content';
import { tooManyRequests } from '../../errors';
import { enqueueMail } from '../mail/outbox';
import { recordHit } from '../rate-limit/consume-rate-limit';

type Input = {
  organisation: string;
  partnerType: string;
  contactName: string;
  email: string;
  country: string;
  message: string;
};

type Options = { db: Database; input: Input; ip: string; limit: RateLimitRule };

/**
 * Stores the application and, in the same transaction, the mail that tells the applicant we have it.
 * Each one counts against the caller's address, so a script cannot flood the inbox.
 */
export async function createPartnerApplication({ db, input, ip, limit }: Options) {
  const hits = await recordHit({ db, key: `partner-application:ip:${ip}`, rule: limit });
  if (hits.count > limit.max) {
    throw tooManyRequests(
      hits.retryAfterSeconds,
      'Too many partner applications from this address. Please try again later.',
    );
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(partnerApplications)
      .values(input)
      .returning({ id: partnerApplications.id, createdAt: partnerApplications.createdAt });
    await enqueueMail(tx as unknown as Database, {
      kind: 'partner.application-received',
      to: input.email,
      payload: { name: input.contactName, businessName: input.organisation },
    });
    return created;
  });
  return { id: row!.id, receivedAt: row!.createdAt.toISOString() };
}
