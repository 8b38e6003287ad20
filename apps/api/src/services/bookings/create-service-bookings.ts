import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { bookingWindow, serviceDateIssue } from '@restora/shared/domain/booking-window';
import { fullyBooked } from '@restora/shared/domain/partner-services';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/services';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../../adapters/payment-provider';
import { payWithHold } from '../payments/pay-with-hold';
import { serviceOnSale } from '../wellness-services';
import { servicePayments } from './booking-payments';
import { bookingResult } from './payment-result';

type Options = {
  db: Database;
  provider: PaymentProvider;
  events: DomainEvents;
  userId: string;
  idempotencyKey: string;
  input: { items: { serviceId: number; date: string }[]; listingId?: number | undefined; card: CardPayment };
};

/**
 * Checks the dates (the booking window of stays: docs/decisions/bookings-and-availability.md, "Date
 * windows") and prices the services from the database.
 */
async function priceServices(db: Database, items: Options['input']['items']) {
  const fields: Record<string, string> = {};
  const window = bookingWindow();
  items.forEach((item, i) => {
    const issue = serviceDateIssue(item.date, window);
    if (issue) fields[`items.${i}.date`] = issue;
  });
  if (Object.keys(fields).length)
    throw new AppError('validation_failed', 'Some dates are not valid.', fields);

  const ids = items.map((i) => i.serviceId);
  const found = await db
    .select()
    .from(services)
    .where(and(inArray(services.id, ids), serviceOnSale));
  const byId = new Map(found.map((s) => [s.id, s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError('not_found', `Service not found: ${missing.join(', ')}`);
  // Each item is paid for: the same service on two dates is two sessions.
  return { byId, amountCents: items.reduce((sum, item) => sum + byId.get(item.serviceId)!.priceCents, 0) };
}

/**
 * Refuses the request when a date of one of its services would hold more than the service's capacity
 * (docs/decisions/partner-services.md). The services' rows are locked, in id order so two requests never
 * wait on each other crosswise, until the hold commits: concurrent bookings of one service count one after
 * the other, and the last places of a day go to exactly as many as there are.
 */
async function checkCapacity(tx: Database, items: Options['input']['items']) {
  const ids = [...new Set(items.map((i) => i.serviceId))].sort((a, b) => a - b);
  const locked = await tx
    .select({ id: services.id, title: services.title, capacityPerDay: services.capacityPerDay })
    .from(services)
    .where(inArray(services.id, ids))
    .orderBy(asc(services.id))
    .for('update');
  const byId = new Map(locked.map((s) => [s.id, s]));

  const wanted = new Map<string, number>();
  for (const item of items) {
    const key = `${item.serviceId}|${item.date}`;
    wanted.set(key, (wanted.get(key) ?? 0) + 1);
  }
  const days = [...new Set(items.map((i) => i.date))];
  const taken = await tx
    .select({ serviceId: bookings.serviceId, day: bookings.checkIn, held: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.kind, 'service'),
        sql`${bookings.status} in ('pending', 'confirmed')`,
        inArray(bookings.serviceId, ids),
        inArray(bookings.checkIn, days),
      ),
    )
    .groupBy(bookings.serviceId, bookings.checkIn);
  const heldBy = new Map(taken.map((t) => [`${t.serviceId}|${t.day}`, t.held]));

  const fields: Record<string, string> = {};
  let first: string | undefined;
  items.forEach((item, i) => {
    const key = `${item.serviceId}|${item.date}`;
    const service = byId.get(item.serviceId)!;
    if ((heldBy.get(key) ?? 0) + wanted.get(key)! > service.capacityPerDay) {
      const message = fullyBooked(service.title, item.date);
      fields[`items.${i}.date`] = message;
      first ??= message;
    }
  });
  if (first) throw new AppError('conflict', first, fields);
}

/** Pays once for several services and writes one booking per service, each on its own date. */
export async function createServiceBookings({
  db,
  provider,
  events,
  userId,
  idempotencyKey,
  input,
}: Options) {
  const payment = await payWithHold({
    db,
    provider,
    events,
    kind: servicePayments,
    userId,
    idempotencyKey,
    card: input.card,
    request: { items: input.items, listingId: input.listingId },
    prepare: () => priceServices(db, input.items),
    hold: async (tx, paymentId, { byId }) => {
      await checkCapacity(tx, input.items);
      await tx.insert(bookings).values(
        input.items.map((item) => {
          const service = byId.get(item.serviceId)!;
          return {
            userId,
            kind: 'service' as const,
            serviceId: service.id,
            listingId: input.listingId ?? null,
            checkIn: item.date,
            lines: [{ kind: 'service', label: service.title, amountCents: service.priceCents }],
            subtotalCents: service.priceCents,
            totalCents: service.priceCents,
            paymentId,
          };
        }),
      );
      return { description: 'Wellness services' };
    },
  });
  return bookingResult(db, payment);
}
