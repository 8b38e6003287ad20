import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import type { DomainEvent, DomainEventType } from '../events/domain-events';
import type { MailMessage } from './mail-kinds';
import { enqueueMail } from './outbox';

/** The message each announcement sends its user, written inside the announcing transaction (src/subscribers.ts). */
function messageFor(event: MailedEvent, to: string): MailMessage | null {
  switch (event.type) {
    case 'booking.confirmed':
      return { kind: 'booking.confirmed', to, payload: { bookingIds: event.bookingIds } };
    case 'booking.cancelled':
      // The operator's cancellation is told by its refund's message (booking.refunded), in one mail.
      if (event.by === 'operator') return null;
      return event.by === 'partner'
        ? { kind: 'booking.cancelled-by-partner', to, payload: { bookingId: event.bookingId } }
        : { kind: 'booking.cancelled', to, payload: { bookingId: event.bookingId } };
    case 'booking.refunded':
      return {
        kind: 'booking.refunded',
        to,
        payload: { bookingId: event.bookingId, refundId: event.refundId },
      };
    case 'booking.request-closed':
      return {
        kind: 'booking.request-declined',
        to,
        payload: { bookingId: event.bookingId, outcome: event.outcome },
      };
    case 'retreat.request-closed':
      return {
        kind: 'retreat.request-declined',
        to,
        payload: { retreatBookingId: event.retreatBookingId, outcome: event.outcome },
      };
    case 'order.placed':
      return { kind: 'order.placed', to, payload: { orderId: event.orderId } };
    case 'order.cancelled':
      return { kind: 'order.cancelled', to, payload: { orderId: event.orderId } };
    case 'order.status-changed':
      return { kind: 'order.status-changed', to, payload: { orderId: event.orderId, status: event.status } };
    case 'order.refunded':
      return { kind: 'order.refunded', to, payload: { orderId: event.orderId, refundId: event.refundId } };
    case 'retreat.booked':
    case 'retreat.balance-reminder':
    case 'retreat.balance-paid':
    case 'retreat.balance-declined':
      return { kind: event.type, to, payload: { retreatBookingId: event.retreatBookingId } };
    case 'retreat.cancelled':
      return {
        kind: 'retreat.cancelled',
        to,
        payload: { retreatBookingId: event.retreatBookingId, by: event.by },
      };
    case 'retreat.waitlist-offered':
      return { kind: 'retreat.waitlist-offer', to, payload: { waitlistEntryId: event.waitlistEntryId } };
  }
}

/** The announcements that send their user a message. */
export const mailedEventTypes = [
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'booking.request-closed',
  'order.placed',
  'order.cancelled',
  'order.status-changed',
  'order.refunded',
  'retreat.booked',
  'retreat.balance-reminder',
  'retreat.balance-paid',
  'retreat.balance-declined',
  'retreat.cancelled',
  'retreat.waitlist-offered',
  'retreat.request-closed',
] as const satisfies readonly DomainEventType[];
type MailedEvent = DomainEvent<(typeof mailedEventTypes)[number]>;

export async function enqueueMailForEvents(tx: Database, events: readonly MailedEvent[]): Promise<void> {
  const messages: MailMessage[] = [];
  for (const event of events) {
    const [recipient] = await tx.select({ email: user.email }).from(user).where(eq(user.id, event.userId));
    const message = recipient && messageFor(event, recipient.email);
    if (message) messages.push(message);
  }
  await enqueueMail(tx, ...messages);
}
