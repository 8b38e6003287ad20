import { forgetLocally, notifyChange } from './db/change-notices';
import type { Database } from './db/client';
import type { DomainEvents } from './services/events/domain-events';
import { enqueueMailForEvents, mailedEventTypes } from './services/mail/mail-for-events';
import { openStayThreads } from './services/conversations/booking-threads';

// What follows from each announcement, wired once where the app is assembled (docs/decisions/after-commit.md).
// The events module knows none of these; a new consequence (a notification, a webhook) is one more line here.

const wired = new WeakSet<DomainEvents>();

export function wireSubscribers(
  events: DomainEvents,
  { db, wakeJobs }: { db: Database; wakeJobs?: () => void },
): void {
  if (wired.has(events)) return;
  wired.add(events);
  for (const type of mailedEventTypes) {
    // The message goes to the outbox, with the job that sends it, in the announcing transaction ...
    events.writeWith(type, (tx, event) => enqueueMailForEvents(tx, [event]));
    // ... and this process's runner sends it at once rather than at its next poll.
    if (wakeJobs) events.subscribe(type, () => wakeJobs());
  }
  // A confirmed stay has its thread with the host (docs/decisions/conversations.md, "Booking threads").
  events.writeWith('booking.confirmed', (tx, { bookingIds }) => openStayThreads(tx, bookingIds));
  // A change to what the catalogue shows: every other process hears of it when the write commits, and
  // this one forgets its own copies then (docs/decisions/many-processes.md).
  events.writeWith('catalogue.changed', (tx, { topic }) => notifyChange(tx, topic));
  events.subscribe('catalogue.changed', ({ topic }) => forgetLocally(db, topic));
}
