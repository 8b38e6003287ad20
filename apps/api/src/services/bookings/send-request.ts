import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { properties, stayRooms } from '../../db/schema/stays';
import { sendToHosts } from '../conversations';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';

/**
 * Once the card of a request to book is authorized: its message opens the booking's thread, and every
 * member of the property's organisation is mailed (docs/decisions/request-to-book.md). Written once: a
 * repeated request finds the thread already written to and sends nothing again.
 */
export async function sendRequest({
  db,
  events,
  paymentId,
  userId,
  message,
}: {
  db: Database;
  events: DomainEvents;
  paymentId: number;
  userId: string;
  message: string;
}): Promise<void> {
  await commitThenAnnounce(db, events, async (tx, announce) => {
    const [row] = await tx
      .select({
        booking: bookings,
        propertyName: properties.name,
        organisationId: properties.organisationId,
        roomTitle: stayRooms.title,
        guestName: user.name,
      })
      .from(bookings)
      .innerJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(and(eq(bookings.paymentId, paymentId), eq(bookings.status, 'requested')));
    if (!row) return;
    const b = row.booking;
    const sent = await sendToHosts(tx, {
      subject: { bookingId: b.id },
      guestUserId: userId,
      message,
      announce,
      organisationId: row.organisationId,
      details: {
        guestName: row.guestName,
        propertyName: row.propertyName,
        roomTitle: row.roomTitle,
        checkIn: b.checkIn,
        checkOut: b.checkOut!,
        expiresAt: (b.requestExpiresAt ?? new Date()).toISOString(),
      },
    });
    if (!sent) return;
    announce({ type: 'booking.requested', userId, bookingId: b.id });
  });
}
