import { eq, sql } from 'drizzle-orm';
import type { RateLimitRule } from '../../config';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema/rate-limits';

export type RateLimitState = {
  count: number;
  /** Whole seconds until the window ends, at least 1 (for Retry-After); 0 when there is no window. */
  retryAfterSeconds: number;
  /** The exact time left in the window, in seconds; 0 when there is none. */
  secondsLeft: number;
};

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

/**
 * Counts one hit on `key` and moves the end of its window to a whole window from now, so the count is
 * forgotten only after a window without hits.
 */
export async function recordSlidingHit({
  db,
  key,
  rule,
}: {
  db: Database;
  key: string;
  rule: RateLimitRule;
}) {
  const window = sql`now() + make_interval(secs => ${rule.windowSeconds})`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: window })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: window,
      },
    });
}

/** The hits on `key` in its current window, without counting one more. */
export async function peekHits({ db, key }: { db: Database; key: string }): Promise<RateLimitState> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateLimits.resetAt} <= now() then 0 else ${rateLimits.count} end`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimits.resetAt} - now())))::int`,
      secondsLeft: sql<number>`greatest(0, extract(epoch from ${rateLimits.resetAt} - now()))::float8`,
    })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return {
    count: Number(row?.count ?? 0),
    retryAfterSeconds: Number(row?.retryAfter ?? 0),
    secondsLeft: Number(row?.secondsLeft ?? 0),
  };
}

export async function clearHits({ db, key }: { db: Database; key: string }) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Forgets every counter whose key starts with `prefix` (a scan of the table: for rare events only). */
export async function clearHitsStartingWith({ db, prefix }: { db: Database; prefix: string }) {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}
