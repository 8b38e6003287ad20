import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import type { DomainEvent } from '../events/domain-events';
import type { MailMessage } from './mail-kinds';
import { enqueueMail } from './outbox';

/** The message each announcement sends its user, written by commitThenAnnounce inside the transaction. */
function messageFor(event: DomainEvent, to: string): MailMessage {
  switch (event.type) {
    case 'booking.confirmed':
      return { kind: 'booking.confirmed', to, payload: { bookingIds: event.bookingIds } };
    case 'booking.cancelled':
      return event.by === 'partner'
        ? { kind: 'booking.cancelled-by-partner', to, payload: { bookingId: event.bookingId } }
        : { kind: 'booking.cancelled', to, payload: { bookingId: event.bookingId } };
    case 'order.placed':
      return { kind: 'order.placed', to, payload: { orderId: event.orderId } };
    case 'order.cancelled':
      return { kind: 'order.cancelled', to, payload: { orderId: event.orderId } };
  }
}

export async function enqueueMailForEvents(tx: Database, events: DomainEvent[]): Promise<void> {
  const messages: MailMessage[] = [];
  for (const event of events) {
    const [recipient] = await tx.select({ email: user.email }).from(user).where(eq(user.id, event.userId));
    if (recipient) messages.push(messageFor(event, recipient.email));
  }
  await enqueueMail(tx, ...messages);
}
