import { inArray } from 'drizzle-orm';
import type { CardPayment } from '@restora/shared/contracts/payments';
import type { Database } from '../../db/client';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/pg-error';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { services } from '../../db/schema/services';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../payments/payment-provider';
import { chargeAndSettle, findPayment, paymentValues, settledPayment } from '../payments/take-payment';
import { bookingResult } from './payment-result';

type Options = {
  db: Database;
  provider: PaymentProvider;
  userId: string;
  idempotencyKey: string;
  input: { items: { serviceId: number; date: string }[]; listingId?: number | undefined; card: CardPayment };
};

const MAX_DAYS_AHEAD = 366;
const dayOffset = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** Pays once for several services and writes one booking per service, each on its own date. */
export async function createServiceBookings({ db, provider, userId, idempotencyKey, input }: Options) {
  if (await findPayment(db, userId, idempotencyKey)) {
    return bookingResult(db, await settledPayment(db, userId, idempotencyKey));
  }
  const fields: Record<string, string> = {};
  input.items.forEach((item, i) => {
    if (item.date < dayOffset(-1)) fields[`items.${i}.date`] = 'The date cannot be in the past';
    else if (item.date > dayOffset(MAX_DAYS_AHEAD))
      fields[`items.${i}.date`] = 'Choose a date within the next year';
  });
  if (Object.keys(fields).length)
    throw new AppError('validation_failed', 'Some dates are not valid.', fields);

  const ids = input.items.map((i) => i.serviceId);
  const found = await db.select().from(services).where(inArray(services.id, ids));
  const byId = new Map(found.map((s) => [s.id, s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length) throw new AppError('not_found', `Service not found: ${missing.join(', ')}`);
  const totalCents = found.reduce((sum, s) => sum + s.priceCents, 0);

  let payment;
  try {
    payment = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(payments)
        .values({
          ...paymentValues(userId, idempotencyKey, input.card, totalCents),
          purpose: 'services',
          provider: provider.name,
        })
        .returning();
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
            paymentId: created!.id,
          };
        }),
      );
      return created!;
    });
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) {
      return bookingResult(db, await settledPayment(db, userId, idempotencyKey));
    }
    throw error;
  }
  const settled = await chargeAndSettle({
    db,
    provider,
    payment,
    card: input.card,
    description: 'Wellness services',
  });
  return bookingResult(db, settled);
}
