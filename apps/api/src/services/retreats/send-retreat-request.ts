import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { retreatBookings, retreatOptions, retreats } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';
import { sendToHosts } from '../conversations';
import { commitThenAnnounce, type DomainEvents } from '../events/domain-events';

/**
 * Once the card of a place requested on a retreat is authorized: its message opens the place's thread and
 * every member of the organisation is mailed (docs/decisions/request-to-book.md, "Retreats on request").
 * Written once: a repeated request finds the thread already written to and sends nothing again.
 */
export async function sendRetreatRequest({
  db,
  events,
  placeId,
  userId,
  message,
}: {
  db: Database;
  events: DomainEvents;
  placeId: number;
  userId: string;
  message: string;
}): Promise<void> {
  await commitThenAnnounce(db, events, async (tx, announce) => {
    const [row] = await tx
      .select({
        place: retreatBookings,
        title: retreats.title,
        startDate: retreats.startDate,
        endDate: retreats.endDate,
        optionName: retreatOptions.name,
        propertyName: properties.name,
        organisationId: properties.organisationId,
        guestName: user.name,
      })
      .from(retreatBookings)
      .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
      .innerJoin(retreatOptions, eq(retreatOptions.id, retreatBookings.optionId))
      .innerJoin(properties, eq(properties.id, retreats.propertyId))
      .innerJoin(user, eq(user.id, retreatBookings.userId))
      .where(and(eq(retreatBookings.id, placeId), eq(retreatBookings.status, 'requested')));
    if (!row) return;
    const people = `${row.place.people} ${row.place.people === 1 ? 'person' : 'people'}`;
    const sent = await sendToHosts(tx, {
      subject: { retreatBookingId: placeId },
      guestUserId: userId,
      message,
      announce,
      organisationId: row.organisationId,
      details: {
        retreat: true,
        guestName: row.guestName,
        propertyName: row.propertyName,
        roomTitle: `${row.title} · ${row.optionName} · ${people}`,
        checkIn: row.startDate,
        checkOut: row.endDate,
        expiresAt: (row.place.requestExpiresAt ?? new Date()).toISOString(),
      },
    });
    if (!sent) return;
    announce({ type: 'retreat.requested', userId, retreatBookingId: placeId });
  });
}
