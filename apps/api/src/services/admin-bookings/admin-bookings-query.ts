import { eq, sql } from 'drizzle-orm';
import type { AdminBooking } from '@restora/shared/contracts/admin-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { refundedSoFar } from '../payments/refunded-so-far';

/** Bookings with their guest, their room or service and its property, and what is refunded of them. */
export function selectAdminBookings(db: Database) {
  return db
    .select({
      booking: bookings,
      guestName: user.name,
      guestEmail: user.email,
      roomTitle: stayRooms.title,
      serviceTitle: services.title,
      propertyId: properties.id,
      propertyName: properties.name,
      refundedCents: refundedSoFar('booking', bookings.id),
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(properties, eq(properties.id, sql`coalesce(${stayRooms.propertyId}, ${services.propertyId})`));
}

export type AdminBookingRow = Awaited<ReturnType<ReturnType<typeof selectAdminBookings>['where']>>[number];

export function toAdminBooking(r: AdminBookingRow): AdminBooking {
  const b = r.booking;
  return {
    id: b.id,
    kind: b.kind,
    status: b.status,
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    title: (b.kind === 'stay' ? r.roomTitle : r.serviceTitle) ?? 'Booking',
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    totalCents: b.totalCents,
    refundedCents: Number(r.refundedCents),
    createdAt: b.createdAt.toISOString(),
  };
}
