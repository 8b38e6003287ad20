import type { Database } from '../db/client';
import type { Logger } from '../logger';
import type { DomainEvents } from '../services/events/domain-events';
import type { JobDefinition } from '../services/jobs/job-runner';
import { expireRequests } from '../services/bookings';
import { expireRetreatRequests } from '../services/retreats';
import type { PaymentProvider } from '../adapters/payment-provider';

const MINUTE = 60_000;

/**
 * Requests to book (stays, and places on retreats on request) unanswered past their 24 hours are declined
 * (voided, nights or spots freed, the guest mailed),
 * checked every minute (docs/decisions/request-to-book.md). A request is never settled twice: each is
 * claimed by a conditional update, as the host's accept is.
 */
export function requestJobs(deps: {
  db: Database;
  logger: Logger;
  events: DomainEvents;
  provider: PaymentProvider;
}): JobDefinition[] {
  return [
    {
      queue: 'bookings.expire-requests',
      everyMs: MINUTE,
      leaseMs: MINUTE,
      maxAttempts: 3,
      retryDelayMs: () => MINUTE,
      async run() {
        const expired = (await expireRequests(deps)) + (await expireRetreatRequests(deps));
        if (expired) deps.logger.info({ expired }, 'settled requests to book');
      },
    },
  ];
}
