import { and, eq, inArray, isNotNull, notExists, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { conversations } from '../../db/schema/conversations';
import { partnerMembers } from '../../db/schema/partners';
import { properties, stayRooms } from '../../db/schema/stays';

// A confirmed stay opens its thread with the property's organisation (docs/decisions/conversations.md,
// "Booking threads"): written in the confirming transaction, once per booking however often it is asked.
// A retreat place's thread: retreat-threads.ts.

/** The guest is no member of the organisation that runs the joined `properties` row. */
export const notHostOfProperty = (tx: Database, guestUserId: AnyColumn) =>
  notExists(
    tx
      .select({ userId: partnerMembers.userId })
      .from(partnerMembers)
      .where(
        and(
          eq(partnerMembers.organisationId, properties.organisationId),
          eq(partnerMembers.userId, guestUserId),
        ),
      ),
  );

/** The threads of confirmed stay bookings among `bookingIds` (service bookings have none). */
export async function openStayThreads(tx: Database, bookingIds: number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const rows = await tx
    .select({
      guestUserId: bookings.userId,
      organisationId: properties.organisationId,
      propertyId: properties.id,
      roomId: stayRooms.id,
      bookingId: bookings.id,
    })
    .from(bookings)
    .innerJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
    .where(
      and(
        inArray(bookings.id, bookingIds),
        eq(bookings.kind, 'stay'),
        isNotNull(properties.organisationId),
        // A host staying at their own property has no one to talk to.
        notHostOfProperty(tx, bookings.userId),
      ),
    );
  if (rows.length === 0) return;
  await tx
    .insert(conversations)
    .values(rows.map((r) => ({ ...r, organisationId: r.organisationId! })))
    .onConflictDoNothing();
}
