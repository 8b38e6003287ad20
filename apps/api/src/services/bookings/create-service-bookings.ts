import { inArray } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import type { Database } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { services } from '../../db/schema/services';
import { AppError } from '../../errors';
import type { DomainEvents } from '../events/domain-events';
import type { PaymentProvider } from '../payments/payment-provider';
import { payWithHold } from '../payments/pay-with-hold';
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

const MAX_DAYS_AHEAD = 366;
const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Checks the dates and prices the services from the database. */
async function priceServices(db: Database, items: Options['input']['items']) {
  const fields: Record<string, string> = {};
  items.forEach((item, i) => {
    if (item.date < dayOffset(-1)) fields[`items.${i}.date`] = 'The date cannot be in the past';
    else if (item.date > dayOffset(MAX_DAYS_AHEAD))
      fields[`items.${i}.date`] = 'Choose a date within the next year';
  });
  if (Object.keys(fields).length)
    throw new AppError('validation_failed', 'Some dates are not valid.', fields);

  const ids = items.map((i) => i.serviceId);
  const found = await db.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(found.map((s) => [s.id, s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError('not_found', `Service not found: ${missing.join(', ')}`);
  return { byId, amountCents: found.reduce((sum, s) => sum + s.priceCents, 0) };
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
    prepare: () => priceServices(db, input.items),
    hold: async (tx, paymentId, { byId }) => {
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
