import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { conversations } from '../../db/schema/conversations';
import { retreatBookings, retreats } from '../../db/schema/retreats';
import { properties } from '../../db/schema/stays';
import { notHostOfProperty } from './booking-threads';

// A confirmed (or requested) retreat place opens its thread with the organisation that runs the retreat's property
// (docs/decisions/conversations.md, "Booking threads"), in the confirming transaction, once per place
// however often it is asked (unique on conversations.retreat_booking_id).

export async function openRetreatThread(tx: Database, retreatBookingId: number): Promise<void> {
  const [row] = await tx
    .select({
      guestUserId: retreatBookings.userId,
      organisationId: properties.organisationId,
      propertyId: properties.id,
      retreatId: retreats.id,
      retreatBookingId: retreatBookings.id,
    })
    .from(retreatBookings)
    .innerJoin(retreats, eq(retreats.id, retreatBookings.retreatId))
    .innerJoin(properties, eq(properties.id, retreats.propertyId))
    .where(
      and(
        eq(retreatBookings.id, retreatBookingId),
        // Confirmed, or requested: a request's message opens the thread (docs/decisions/request-to-book.md).
        inArray(retreatBookings.status, ['confirmed', 'requested']),
        isNotNull(properties.organisationId),
        // A host on their own retreat has no one to talk to.
        notHostOfProperty(tx, retreatBookings.userId),
      ),
    );
  if (!row) return;
  await tx
    .insert(conversations)
    .values({ ...row, organisationId: row.organisationId! })
    .onConflictDoNothing();
}
