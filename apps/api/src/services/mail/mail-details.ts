import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { services } from '../../db/schema/services';
import { orderItems, orders } from '../../db/schema/shop';
import { properties, stayRooms } from '../../db/schema/stays';
import { refundedSoFar, refundsOf } from '../payments/refunded-so-far';

// What the booking and order messages show, read when the message is sent (docs/decisions/email-messages.md):
// the prices as they were charged (stored on the booking or order), names and places as they are now.

export type Place = {
  name: string;
  /** One line: street, city, region, country. */
  address: string;
  latitude: number;
  longitude: number;
};

export type BookingDetails = {
  id: number;
  kind: 'stay' | 'service';
  status: string;
  /** The room's or the service's title. */
  title: string;
  /** Where it happens: the stay, or the stay a service belongs to (none for a service anywhere). */
  place: Place | null;
  checkIn: string;
  checkOut: string | null;
  guests: number | null;
  durationMinutes: number | null;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  /** The guest's name, if the account still has one. */
  guestName: string | null;
  /** What is refunded (or being refunded) of it, in cents. */
  refundedCents: number;
  /** Why it was cancelled, as the one who cancelled wrote it. */
  cancellationReason: string | null;
};

const serviceProperty = alias(properties, 'service_property');

const placeOf = (p: typeof properties.$inferSelect | null): Place | null =>
  p && {
    name: p.name,
    address: [p.address, p.city, p.state, p.country].filter(Boolean).join(', '),
    latitude: p.latitude,
    longitude: p.longitude,
  };

export async function loadBookings(db: Database, ids: number[]): Promise<BookingDetails[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      booking: bookings,
      roomTitle: stayRooms.title,
      stayProperty: properties,
      serviceTitle: services.title,
      durationMinutes: services.durationMinutes,
      serviceProperty,
      guestName: user.name,
      refundedCents: refundedSoFar('booking', bookings.id),
    })
    .from(bookings)
    .leftJoin(stayRooms, eq(stayRooms.id, bookings.roomId))
    .leftJoin(properties, eq(properties.id, stayRooms.propertyId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(serviceProperty, eq(serviceProperty.id, services.propertyId))
    .leftJoin(user, eq(user.id, bookings.userId))
    .where(inArray(bookings.id, ids))
    .orderBy(asc(bookings.checkIn), asc(bookings.id));
  return rows.map((r) => ({
    id: r.booking.id,
    kind: r.booking.kind,
    status: r.booking.status,
    title: (r.booking.kind === 'stay' ? r.roomTitle : r.serviceTitle) ?? 'Booking',
    place: placeOf(r.booking.kind === 'stay' ? r.stayProperty : r.serviceProperty),
    checkIn: r.booking.checkIn,
    checkOut: r.booking.checkOut,
    guests: r.booking.guests,
    durationMinutes: r.booking.kind === 'service' ? r.durationMinutes : null,
    lines: r.booking.lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
    totalCents: r.booking.totalCents,
    guestName: r.guestName,
    refundedCents: Number(r.refundedCents),
    cancellationReason: r.booking.cancellationReason,
  }));
}

export type OrderDetails = typeof orders.$inferSelect & {
  items: (typeof orderItems.$inferSelect)[];
  customerName: string | null;
};

export async function loadOrder(db: Database, orderId: number): Promise<OrderDetails | null> {
  const [row] = await db
    .select({ order: orders, customerName: user.name })
    .from(orders)
    .leftJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name));
  return { ...row.order, items, customerName: row.customerName };
}

export type RefundDetails = { id: number; amountCents: number; reason: string };

export async function loadRefund(db: Database, refundId: number | null): Promise<RefundDetails | null> {
  if (refundId === null) return null;
  const [row] = await db
    .select({ id: refunds.id, amountCents: refunds.amountCents, reason: refunds.reason })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  return row ?? null;
}

/** What is refunded (or being refunded) of an order (services/payments/refunded-so-far.ts). */
export async function orderRefundedCents(db: Database, orderId: number): Promise<number> {
  return (await refundsOf(db, 'order', orderId)).refundedCents;
}
