import type { SafeFetchOptions } from '../adapters/safe-fetch';
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { dueFeeds, syncFeed } from '../services/calendar-sync/sync-feed';
import type { DomainEvents } from '../services/events/domain-events';
import { enqueueJobs } from '../services/jobs/enqueue-job';
import type { JobDefinition } from '../services/jobs/job-runner';

// Imported calendars (docs/decisions/calendar-sync.md, "Polling"): one scheduled job a period writes a
// sync job for every feed not tried for a period; each feed's job fetches and writes it on its own, so a
// slow or failing feed delays no other, and a runner that dies mid-sync leaves that one feed to the next.

const MINUTE = 60_000;
export const SYNC_FEEDS_QUEUE = 'calendar.sync-feeds';
export const SYNC_FEED_QUEUE = 'calendar.sync-feed';

export function calendarSyncJobs({
  db,
  events,
  logger,
  everyMinutes,
  fetchOptions,
}: {
  db: Database;
  events: DomainEvents;
  logger: Logger;
  everyMinutes: number;
  fetchOptions: SafeFetchOptions;
}): JobDefinition[] {
  const everyMs = everyMinutes * MINUTE;
  return [
    {
      queue: SYNC_FEEDS_QUEUE,
      everyMs,
      leaseMs: 5 * MINUTE,
      maxAttempts: 3,
      retryDelayMs: () => MINUTE,
      async run() {
        const ids = await dueFeeds(db, everyMs);
        for (let i = 0; i < ids.length; i += 500)
          await enqueueJobs(
            db,
            ...ids.slice(i, i + 500).map((feedId) => ({ queue: SYNC_FEED_QUEUE, payload: { feedId } })),
          );
        if (ids.length) logger.info({ feeds: ids.length }, 'calendar feeds due for a sync');
      },
    },
    {
      queue: SYNC_FEED_QUEUE,
      // A fetch is at most 10 s; the write is one transaction.
      leaseMs: 2 * MINUTE,
      maxAttempts: 2,
      retryDelayMs: () => MINUTE,
      batch: 5,
      async run(payload) {
        const outcome = await syncFeed({ db, events, feedId: Number(payload.feedId), fetchOptions });
        if (outcome && !outcome.ok)
          logger.warn({ feedId: payload.feedId, error: outcome.error }, 'calendar feed failed');
      },
    },
  ];
}
