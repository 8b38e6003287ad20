import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/refunds';
import { registerAdmin } from '../../test/second-factor-kit';
import { readJson } from '../../test/test-app';
import {
  bookStay,
  cancelAs,
  kit,
  listed,
  post,
  refundCalls,
  refundsOf,
  t,
} from '../../test/partner-bookings-app';

// What a partner's cancellation gives back once the operator has refunded part of a booking: the list says
// it and the cancellation refunds exactly that (docs/decisions/partner-bookings.md, "What is left to refund").

let admin: Awaited<ReturnType<typeof registerAdmin>>;
beforeAll(async () => {
  admin = await registerAdmin(t, { name: 'Ada Admin' });
});

async function paidStay(roomIndex: number, from: number) {
  const { id } = await bookStay(kit.rooms[roomIndex]!.id, from, from + 2);
  const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
  return { id, totalCents: row!.totalCents, paymentId: row!.paymentId };
}

const operatorRefund = async (id: number, body: Record<string, unknown>) => {
  const res = await post(`/api/admin/bookings/${id}/refund`, admin.cookie, {
    reason: 'The spa was closed',
    cancel: false,
    ...body,
  });
  expect(res.status).toBe(200);
};

async function inList(id: number) {
  const page = await listed('when=upcoming');
  return (page.items as { id: number }[]).find((b) => b.id === id) as Record<string, unknown>;
}

const refundedInAll = async (id: number) =>
  (await refundsOf(id)).filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amountCents, 0);

describe('what is left to refund of a partner’s booking', () => {
  it('lists the total less the operator’s refund, and the cancellation refunds exactly that', async () => {
    const stay = await paidStay(0, 140);
    expect(await inList(stay.id)).toMatchObject({ refundedCents: 0, refundableCents: stay.totalCents });

    await operatorRefund(stay.id, { amountCents: 14_700 });
    expect(await inList(stay.id)).toMatchObject({
      refundedCents: 14_700,
      refundableCents: stay.totalCents - 14_700,
    });

    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'cancelled',
      refundedCents: stay.totalCents,
      refundableCents: 0,
    });
    expect(refundCalls.at(-1)).toMatchObject({
      amountCents: stay.totalCents - 14_700,
      idempotencyKey: `booking-${stay.id}-refund-2`,
    });
    expect(await refundedInAll(stay.id)).toBe(stay.totalCents);
  });

  it('leaves out a failed refund that is still owed: it is retried, never refunded a second time', async () => {
    const stay = await paidStay(1, 150);
    const [failed] = await t.db
      .insert(refunds)
      .values({
        paymentId: stay.paymentId,
        bookingId: stay.id,
        amountCents: 5_000,
        reason: 'A broken lamp',
        requestedBy: 'operator',
        requestedByUserId: admin.user.id as string,
        idempotencyKey: `booking-${stay.id}-refund-1`,
        status: 'failed',
        failureReason: 'provider_error',
      })
      .returning({ id: refunds.id });
    expect(await inList(stay.id)).toMatchObject({
      refundedCents: 0,
      refundableCents: stay.totalCents - 5_000,
    });

    expect((await cancelAs(kit.partner, stay.id)).status).toBe(200);
    expect(refundCalls.at(-1)).toMatchObject({ amountCents: stay.totalCents - 5_000 });
    const retry = await post(`/api/admin/refunds/${failed!.id}/retry`, admin.cookie);
    expect(retry.status).toBe(200);
    expect(await refundedInAll(stay.id)).toBe(stay.totalCents);
  });

  it('refunds nothing when the operator has refunded it all, and still cancels', async () => {
    const stay = await paidStay(2, 160);
    await operatorRefund(stay.id, {});
    expect(await inList(stay.id)).toMatchObject({ refundedCents: stay.totalCents, refundableCents: 0 });
    const calls = refundCalls.length;

    const res = await cancelAs(kit.partner, stay.id);
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ status: 'cancelled', refundableCents: 0 });
    expect(refundCalls).toHaveLength(calls);
    expect(await refundsOf(stay.id)).toHaveLength(1);
    expect(await refundedInAll(stay.id)).toBe(stay.totalCents);
  });

  it('keeps to what is left when the operator refunds while the partner cancels', async () => {
    const stay = await paidStay(3, 170);
    const [cancel, refund] = await Promise.all([
      cancelAs(kit.partner, stay.id),
      post(`/api/admin/bookings/${stay.id}/refund`, admin.cookie, {
        amountCents: 9_900,
        reason: 'Goodwill',
        cancel: false,
      }),
    ]);
    expect(cancel.status).toBe(200);
    expect([200, 409]).toContain(refund.status);
    expect(await refundedInAll(stay.id)).toBe(stay.totalCents);
  });
});
