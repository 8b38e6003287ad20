import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { tooManyRequests } from '../../errors';
import { recordHit } from '../rate-limit/consume-rate-limit';

type Options = { db: Database; email: string; source: string; ip: string; limit: RateLimitRule };

/** Stores the address once; subscribing again is not an error. Each request counts against the caller's address. */
export async function subscribeToNewsletter({ db, email, source, ip, limit }: Options) {
  const hits = await recordHit({ db, key: `newsletter:ip:${ip}`, rule: limit });
  if (hits.count > limit.max) {
    throw tooManyRequests(
      hits.retryAfterSeconds,
      'Too many newsletter sign-ups from this address. Please try again later.',
    );
  }
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { alreadySubscribed: inserted.length === 0 };
}
