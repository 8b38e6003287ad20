import { forgetLocally, notifyChange } from './db/change-notices';
import type { Database } from './db/client';
import type { DomainEvents } from './services/events/domain-events';
import { enqueueMailForEvents, mailedEventTypes } from './services/mail/mail-for-events';
import { openStayThreads } from './services/conversations/booking-threads';
import type { LiveUpdates } from './services/live/live-updates';
import { openRetreatThread } from './services/conversations/retreat-threads';

// What follows from each announcement, wired once where the app is assembled (docs/decisions/after-commit.md).
// The events module knows none of these; a new consequence (a notification, a webhook) is one more line here.

const wired = new WeakSet<DomainEvents>();

export function wireSubscribers(
  events: DomainEvents,
  { db, wakeJobs, live }: { db: Database; wakeJobs?: () => void; live?: LiveUpdates },
): void {
  if (wired.has(events)) return;
  wired.add(events);
  for (const type of mailedEventTypes) {
    // The message goes to the outbox, with the job that sends it, in the announcing transaction ...
    events.writeWith(type, (tx, event) => enqueueMailForEvents(tx, [event]));
    // ... and this process's runner sends it at once rather than at its next poll.
    if (wakeJobs) events.subscribe(type, () => wakeJobs());
  }
  // A request to book wrote its hosts' mail in its own transaction: send it now (request-to-book.md).
  if (wakeJobs) events.subscribe('booking.requested', () => wakeJobs());
  if (wakeJobs) events.subscribe('retreat.requested', () => wakeJobs());
  // A confirmed stay has its thread with the host (docs/decisions/conversations.md, "Booking threads").
  events.writeWith('booking.confirmed', (tx, { bookingIds }) => openStayThreads(tx, bookingIds));
  events.writeWith('retreat.booked', (tx, { retreatBookingId }) => openRetreatThread(tx, retreatBookingId));
  // A change to what the catalogue shows: every other process hears of it when the write commits, and
  // this one forgets its own copies then (docs/decisions/many-processes.md).
  events.writeWith('catalogue.changed', (tx, { topic }) => notifyChange(tx, topic));
  events.subscribe('catalogue.changed', ({ topic }) => forgetLocally(db, topic));
  // Open pages of a thread's two sides hear of a message once it has committed, in every process
  // (docs/decisions/conversations.md, "Live updates").
  if (live) {
    events.subscribe('conversation.message', ({ type: _, ...notice }) =>
      live.publish({ kind: 'message', ...notice }),
    );
    events.subscribe('conversation.read', ({ type: _, ...notice }) =>
      live.publish({ kind: 'read', ...notice }),
    );
  }
}
