import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { DomainEvents } from '../services/events/domain-events';
import type { JobDefinition } from '../services/jobs/job-runner';
import { cancelPlace, runRetreatSchedule, type CancelledBy } from '../services/retreats';
import type { PaymentProvider } from '../adapters/payment-provider';

// The retreats' background work (docs/decisions/retreats.md, "The schedule"): the schedule every quarter
// of an hour (reminders, balances, retries, places unpaid at the deadline, waitlist offers run out), and
// one job per place of a cancelled retreat, so a crash halfway through refunds the rest later.

const MINUTE = 60_000;

export const CANCEL_PLACE_QUEUE = 'retreats.cancel-place';

export function retreatJobs(deps: {
  db: Database;
  logger: Logger;
  events: DomainEvents;
  provider: PaymentProvider;
}): JobDefinition[] {
  const { logger } = deps;
  return [
    {
      queue: 'retreats.schedule',
      everyMs: 15 * MINUTE,
      leaseMs: 10 * MINUTE,
      maxAttempts: 3,
      retryDelayMs: () => MINUTE,
      async run() {
        const done = await runRetreatSchedule(deps);
        if (Object.values(done).some(Boolean)) logger.info({ done }, 'ran the retreat schedule');
      },
    },
    {
      queue: CANCEL_PLACE_QUEUE,
      leaseMs: 5 * MINUTE,
      maxAttempts: 5,
      retryDelayMs: (attempts) => attempts * MINUTE,
      async run(payload) {
        const { bookingId, reason, by, refund } = payload as {
          bookingId: number;
          reason: string;
          by: CancelledBy;
          refund: 'all' | 'policy';
        };
        await cancelPlace(deps, { placeId: bookingId, by, reason, refund });
      },
    },
  ];
}
