import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTHING_LEFT_TO_REFUND } from '@restora/shared/domain/admin-bookings';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { services } from '../../db/schema/services';
import { orders } from '../../db/schema/shop';
import {
  admin,
  bookStay,
  failRefunds,
  guest,
  placeOrder,
  post,
  provider,
  refundCalls,
  refundsWork,
  rooms,
  stockOf,
  t,
} from '../../test/admin-bookings-app';
import { day } from '../../test/fixtures';
import { readJson } from '../../test/test-app';
import { serviceOnSale } from '../wellness-services/on-sale';
import type { AuditActor } from '../audit/record-audit';
import type { PaymentPurpose, RefundRequest } from './payment-kind';
import { refundPayment } from './refund-payment';
import { refundsOf, type RefundOf } from './refunded-so-far';
import { retryRefund } from './retry-refund';

// One refund call for everything sold (docs/decisions/cancellation-and-refunds.md, "One refund call"):
// a part, the rest, and a refund that fails and is retried go the same way for a stay, a service booking
// and an order; only what the refund does to the thing sold differs, by its kind's hook.

type Sold = { id: number; totalCents: number; productId?: number };

let serviceDay = 40;
async function bookService(): Promise<Sold> {
  const [service] = await t.db
    .select({ id: services.id })
    .from(services)
    .where(serviceOnSale)
    .orderBy(asc(services.id))
    .limit(1);
  const res = await post('/api/bookings/services', guest.cookie, {
    items: [{ serviceId: service!.id, date: day(serviceDay++) }],
    card: SAMPLE_CARD,
  });
  expect(res.status).toBe(201);
  const booking = (await readJson(res)).bookings[0] as { id: number; totalCents: number };
  return { id: booking.id, totalCents: booking.totalCents };
}

let stayDay = 300;
const newStay = () => {
  stayDay += 3;
  return bookStay(rooms[7]!.id, stayDay, stayDay + 2);
};

const statusOf = async (of: RefundOf, id: number) =>
  of === 'booking'
    ? (await t.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s
    : (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;

const kinds: { name: string; kind: PaymentPurpose; of: RefundOf; make: () => Promise<Sold> }[] = [
  { name: 'a stay', kind: 'stay', of: 'booking', make: newStay },
  { name: 'a service booking', kind: 'services', of: 'booking', make: bookService },
  { name: 'an order', kind: 'order', of: 'order', make: () => placeOrder(guest.cookie, 2) },
];

// The provider the app runs with: it records every refund asked, and fails them after failRefunds().
const deps = () => ({ db: t.db, provider, events: t.events });

const operator = (): AuditActor => ({ userId: admin.user.id as string, role: 'operator' });
const ask = (
  kind: PaymentPurpose,
  id: number,
  amountCents: number | 'rest',
  cancels = false,
): RefundRequest => ({
  kind,
  subjectId: id,
  amountCents,
  cancels,
  reason: 'Asked in a test',
  requestedBy: 'operator',
  requestedByUserId: admin.user.id as string,
  actor: operator(),
});

describe.each(kinds)('refunding $name through the payments module', ({ kind, of, make }) => {
  it('gives back a part, then the rest (which also gives up what was sold), then refuses more', async () => {
    const sold = await make();
    const part = await refundPayment(deps(), ask(kind, sold.id, 500));
    expect(part.refund).toMatchObject({ amountCents: 500, status: 'succeeded' });
    expect(refundCalls.at(-1)).toMatchObject({
      amountCents: 500,
      idempotencyKey: `${of}-${sold.id}-refund-1`,
    });
    expect(await statusOf(of, sold.id)).not.toBe('cancelled');

    // A booking is given up with a cancellation; an order by a refund of all that is left.
    const rest = await refundPayment(deps(), ask(kind, sold.id, 'rest', of === 'booking'));
    expect(rest.refund).toMatchObject({ amountCents: sold.totalCents - 500, status: 'succeeded' });
    expect(refundCalls.at(-1)).toMatchObject({ idempotencyKey: `${of}-${sold.id}-refund-2` });
    expect(await statusOf(of, sold.id)).toBe('cancelled');
    expect(await refundsOf(t.db, of, sold.id)).toMatchObject({
      count: 2,
      refundedCents: sold.totalCents,
      recordedCents: sold.totalCents,
    });

    await expect(refundPayment(deps(), ask(kind, sold.id, 'rest'))).rejects.toMatchObject({
      code: 'conflict',
      message: NOTHING_LEFT_TO_REFUND,
    });
    expect(refundCalls).toHaveLength(2);
  });

  it('keeps a failed refund as owed, never refunds it again, and a retry makes it once with its key', async () => {
    const sold = await make();
    failRefunds();
    const failed = await refundPayment(deps(), ask(kind, sold.id, 'rest'));
    expect(failed.refund).toMatchObject({ amountCents: sold.totalCents, status: 'failed' });
    // Not refunded so far (no money moved), yet nothing is left to refund: it is owed.
    expect(await refundsOf(t.db, of, sold.id)).toMatchObject({
      refundedCents: 0,
      recordedCents: sold.totalCents,
    });
    await expect(refundPayment(deps(), ask(kind, sold.id, 100))).rejects.toMatchObject({ code: 'conflict' });

    refundsWork();
    expect(
      await retryRefund({ db: t.db, provider: provider, actor: operator(), refundId: failed.refund!.id }),
    ).toBe('succeeded');
    const keys = refundCalls.map((c) => c.idempotencyKey);
    expect(keys).toEqual([`${of}-${sold.id}-refund-1`, `${of}-${sold.id}-refund-1`]);
    expect(await refundsOf(t.db, of, sold.id)).toMatchObject({ count: 1, refundedCents: sold.totalCents });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.id, failed.refund!.id));
    expect(row).toMatchObject({ status: 'succeeded', failureReason: null });
    await expect(
      retryRefund({ db: t.db, provider: provider, actor: operator(), refundId: failed.refund!.id }),
    ).rejects.toMatchObject({ code: 'conflict' });
  });
});

describe('what a refund does to what was sold', () => {
  it('returns an order’s stock when a full refund cancels it', async () => {
    const order = await placeOrder(guest.cookie, 3);
    const before = await stockOf(order.productId);
    await refundPayment(deps(), ask('order', order.id, 'rest'));
    expect(await stockOf(order.productId)).toBe(before + 3);
  });

  it('refuses a booking refund asked with another kind of payment, writing nothing', async () => {
    const stay = await newStay();
    await expect(refundPayment(deps(), ask('services', stay.id, 100))).rejects.toMatchObject({
      code: 'unprocessable',
    });
    expect(await refundsOf(t.db, 'booking', stay.id)).toMatchObject({ count: 0 });
  });
});
