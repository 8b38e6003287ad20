import { eq, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

export type RateLimitState = { count: number; retryAfterSeconds: number };

/** Counts one hit on `key` in a fixed window, atomically (one upsert), and returns the count so far. */
export async function recordHit({ db, key, rule }: { db: Database; key: string; rule: RateLimitRule }) {
  const window = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    });
  return { count: row?.count ?? 1, retryAfterSeconds: Number(row?.retryAfter ?? rule.windowSeconds) };
}

/** The hits on `key` in its current window, without counting one more. */
export async function peekHits({ db, key }: { db: Database; key: string }): Promise<RateLimitState> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateLimits.resetAt} <= now() then 0 else ${rateLimits.count} end`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { count: Number(row?.count ?? 0), retryAfterSeconds: Number(row?.retryAfter ?? 0) };
}

export async function clearHits({ db, key }: { db: Database; key: string }) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
