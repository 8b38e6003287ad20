import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { services } from '../../db/schema/services';
import { properties, stayRooms } from '../../db/schema/stays';
import { leftToRefund, refundedSoFar, refundsRecorded } from '../payments/refunded-so-far';

// What a partner reads of the bookings of their properties (docs/decisions/partner-bookings.md). Days are
// UTC days: a stay ends on its check-out, a service the day after its date.

export const utcToday = () => new Date().toISOString().slice(0, 10);

/** The day a booking ends (exclusive): a stay's check-out, the day after a service's date. */
export const bookingEnd = sql`coalesce(${bookings.checkOut}, ${bookings.checkIn} + 1)`;

/** A stay whose check-out has come, or a service whose day has gone, is over. */
export function isOver(b: { checkIn: string; checkOut: string | null }, today = utcToday()) {
  return b.checkOut ? b.checkOut <= today : b.checkIn < today;
}

/** The rooms and services of the properties of the given organisations (one property, if asked). */
export async function partnerScope(db: Database, organisations: number[], propertyId?: number) {
  const owned = and(
    inArray(properties.organisationId, organisations),
    propertyId === undefined ? undefined : eq(properties.id, propertyId),
  );
  const [rooms, offered] = await Promise.all([
    db
      .select({ id: stayRooms.id })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .where(owned),
    db
      .select({ id: services.id })
      .from(services)
      .innerJoin(properties, eq(properties.id, services.propertyId))
      .where(owned),
  ]);
  return { roomIds: rooms.map((r) => r.id), serviceIds: offered.map((s) => s.id) };
}

/** Bookings of those rooms or services: each side reads its own (room_id|service_id, check_in) index. */
export function inScope({ roomIds, serviceIds }: { roomIds: number[]; serviceIds: number[] }): SQL {
  const parts = [
    roomIds.length ? inArray(bookings.roomId, roomIds) : undefined,
    serviceIds.length ? inArray(bookings.serviceId, serviceIds) : undefined,
  ].filter((p): p is SQL => p !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

const serviceProperty = properties;

/** The list's rows, with the guest, the place and the refund. */
export function selectPartnerBookings(db: Database) {
  return db
    .select({
      booking: bookings,
      guestName: user.name,
      guestEmail: user.email,
      roomTitle: stayRooms.title,
      serviceTitle: services.title,
      propertyId: serviceProperty.id,
      propertyName: serviceProperty.name,
      refundedCents: refundedSoFar('booking', bookings.id),
      recordedRefundCents: refundsRecorded('booking', bookings.id),
      refundStatus: sql<
        'pending' | 'succeeded' | 'failed' | null
      >`(select ${refunds.status} from ${refunds} where ${refunds.bookingId} = ${bookings.id} order by ${refunds.id} desc limit 1)`,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .leftJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(
      serviceProperty,
      eq(serviceProperty.id, sql`coalesce(${stayRooms.propertyId}, ${services.propertyId})`),
    );
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPartnerBookings>['where']>>[number];

export function toPartnerBooking(r: Row, today = utcToday()): PartnerBooking {
  const b = r.booking;
  return {
    id: b.id,
    kind: b.kind,
    status: b.status === 'cancelled' ? 'cancelled' : 'confirmed',
    guestName: r.guestName,
    guestEmail: r.guestEmail,
    propertyId: r.propertyId,
    propertyName: r.propertyName,
    roomId: b.roomId,
    serviceId: b.serviceId,
    title: (b.kind === 'stay' ? r.roomTitle : r.serviceTitle) ?? 'Booking',
    checkIn: b.checkIn,
    checkOut: b.checkOut,
    guests: b.guests,
    totalCents: b.totalCents,
    refundedCents: Number(r.refundedCents),
    refundableCents: leftToRefund(b.totalCents, Number(r.recordedRefundCents)),
    refundStatus: r.refundStatus,
    cancelledBy: b.cancelledBy,
    cancellationReason: b.cancellationReason,
    cancelledAt: b.cancelledAt?.toISOString() ?? null,
    canCancel: b.status === 'confirmed' && !isOver(b, today),
  };
}

/** One booking as the partner's list shows it (what a partner's cancellation records in the audit trail). */
export async function partnerBookingView(db: Database, bookingId: number) {
  const [row] = await selectPartnerBookings(db).where(eq(bookings.id, bookingId));
  return toPartnerBooking(row!);
}
