import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECORD_DATE_MESSAGE, recordLastDay } from '@restora/shared/domain/date-filters';
import { orders } from '../../db/schema/shop';
import { composeMail } from '../../services/mail/compose-mail';
import { readJson, registerUser } from '../../test/test-app';
import {
  admin,
  auditOf,
  get,
  getJson,
  guest,
  mailOf,
  placeOrder,
  post,
  refundCalls,
  stockOf,
  t,
} from '../../test/admin-bookings-app';

// The operator's orders: search, detail, steps and refunds (docs/decisions/admin-bookings.md).

const site = { publicUrl: 'https://restora.example' };
const setStatus = (id: number, status: string, cookie = admin.cookie) =>
  post(`/api/admin/orders/${id}/status`, cookie, { status });
const refundOrder = (id: number, body: unknown, cookie = admin.cookie) =>
  post(`/api/admin/orders/${id}/refund`, cookie, body);

describe('GET /api/admin/orders', () => {
  it('is for administrators only', async () => {
    expect((await get('/api/admin/orders', '')).status).toBe(401);
    expect((await get('/api/admin/orders', guest.cookie)).status).toBe(403);
    expect((await get('/api/admin/orders/1', guest.cookie)).status).toBe(403);
    expect((await setStatus(1, 'shipped', guest.cookie)).status).toBe(403);
    expect((await refundOrder(1, { reason: 'Because' }, guest.cookie)).status).toBe(403);
  });

  it('finds by e-mail, id, status and day, sorts by created and total', async () => {
    const shopper = await registerUser(t);
    const small = await placeOrder(shopper.cookie, 1);
    const large = await placeOrder(shopper.cookie, 3);
    const mine = `email=${encodeURIComponent(shopper.email.toUpperCase())}`;
    const newest = await getJson(`/api/admin/orders?${mine}`);
    expect(newest).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(newest.items.map((o: { id: number }) => o.id)).toEqual([large.id, small.id]);
    expect(newest.items[0]).toMatchObject({
      status: 'processing',
      customerEmail: shopper.email,
      itemCount: 3,
      totalCents: large.totalCents,
      refundedCents: 0,
    });
    const byTotal = await getJson(`/api/admin/orders?${mine}&sort=total&dir=asc`);
    expect(byTotal.items.map((o: { id: number }) => o.id)).toEqual([small.id, large.id]);
    expect((await getJson(`/api/admin/orders?id=${small.id}`)).items[0].id).toBe(small.id);
    expect((await getJson(`/api/admin/orders?${mine}&status=shipped`)).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await getJson(`/api/admin/orders?${mine}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await getJson(`/api/admin/orders?${mine}&to=2020-01-01`)).total).toBe(0);
    // The window's ends are days; the ends of the calendar are refused (docs/decisions/
    // bookings-and-availability.md, "Date windows").
    expect((await getJson(`/api/admin/orders?${mine}&from=2000-01-01&to=${recordLastDay()}`)).total).toBe(2);
    const far = await get(`/api/admin/orders?${mine}&from=0001-01-01&to=9999-12-31`);
    expect(far.status).toBe(400);
    expect((await readJson(far)).error.fields).toEqual({
      from: RECORD_DATE_MESSAGE,
      to: RECORD_DATE_MESSAGE,
    });
    expect((await getJson('/api/admin/orders?email=nobody%40example.com')).total).toBe(0);
    expect((await get('/api/admin/orders?sort=created&dir=up')).status).toBe(400);
  });

  it('shows an order with its lines, payment and refunds', async () => {
    const order = await placeOrder();
    const detail = await getJson(`/api/admin/orders/${order.id}`);
    expect(detail).toMatchObject({
      id: order.id,
      status: 'processing',
      nextStatus: 'shipped',
      refundableCents: order.totalCents,
      payment: { amountCents: order.totalCents, status: 'succeeded' },
      refunds: [],
      lines: [{ productId: order.productId, quantity: 2 }],
    });
    expect((await get('/api/admin/orders/99999999')).status).toBe(404);
  });
});

describe('POST /api/admin/orders/{id}/status', () => {
  it('ships, then delivers, mailing the customer each time, and refuses anything else', async () => {
    const order = await placeOrder();
    const skip = await setStatus(order.id, 'delivered');
    expect(skip.status).toBe(409);
    expect((await readJson(skip)).error.message).toBe(
      'An order that is processing can only be marked shipped, not delivered.',
    );
    const shipped = await setStatus(order.id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(await readJson(shipped)).toMatchObject({ status: 'shipped', nextStatus: 'delivered' });
    expect((await setStatus(order.id, 'processing')).status).toBe(409);
    expect((await setStatus(order.id, 'shipped')).status).toBe(409);
    expect(await readJson(await setStatus(order.id, 'delivered'))).toMatchObject({
      status: 'delivered',
      nextStatus: null,
    });
    const back = await setStatus(order.id, 'cancelled');
    expect(back.status).toBe(409);
    expect((await readJson(back)).error.message).toBe(
      'An order that is delivered cannot change status any more.',
    );
    expect((await setStatus(order.id, 'lost')).status).toBe(400);
    expect((await setStatus(99999999, 'shipped')).status).toBe(404);

    const mails = (await mailOf('order.status-changed')).filter(
      (m) => (m.payload as { orderId: number }).orderId === order.id,
    );
    expect(mails.map((m) => (m.payload as { status: string }).status)).toEqual(['shipped', 'delivered']);
    const audit = await auditOf('order', order.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['order.status', { status: 'processing' }, { status: 'shipped' }],
      ['order.status', { status: 'shipped' }, { status: 'delivered' }],
    ]);
  });
});

describe('POST /api/admin/orders/{id}/refund', () => {
  it('refunds part of an order, keeps it going, and mails the customer', async () => {
    const order = await placeOrder();
    const stock = await stockOf(order.productId);
    const res = await refundOrder(order.id, { amountCents: 500, reason: 'A dented box' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({
      status: 'processing',
      refundedCents: 500,
      refundableCents: order.totalCents - 500,
      refunds: [{ amountCents: 500, status: 'succeeded', requestedBy: 'operator', reason: 'A dented box' }],
    });
    expect(refundCalls.at(-1)).toMatchObject({
      amountCents: 500,
      idempotencyKey: `order-${order.id}-refund-1`,
    });
    expect(await stockOf(order.productId)).toBe(stock);
    // The customer's own order shows what has come back.
    expect(await getJson(`/api/orders/${order.id}`, guest.cookie)).toMatchObject({ refundedCents: 500 });
    const over = await refundOrder(order.id, { amountCents: order.totalCents, reason: 'Too much' });
    expect(over.status).toBe(409);
    expect((await readJson(over)).error.message).toMatch(/^At most \$[\d,.]+ is left to refund\.$/);

    const [mail] = (await mailOf('order.refunded')).filter(
      (m) => (m.payload as { orderId: number }).orderId === order.id,
    );
    const composed = await composeMail(
      t.db,
      { kind: 'order.refunded', to: guest.email, payload: mail!.payload as never },
      site,
    );
    expect(composed.subject).toBe(`You have been refunded $5 for order #${order.id}`);
    expect(composed.text).toContain('A dented box');
    const [audit] = await auditOf('order', order.id);
    expect(audit).toMatchObject({ action: 'order.refund', actorRole: 'operator' });
    expect(audit!.after).toMatchObject({ status: 'processing', refundedCents: 500 });
  });

  it('a full refund of an unsent order cancels it and returns its stock; of a shipped one, only refunds', async () => {
    const order = await placeOrder(guest.cookie, 3);
    const stock = await stockOf(order.productId);
    await refundOrder(order.id, { amountCents: 100, reason: 'A dented box' });
    const rest = await refundOrder(order.id, { reason: 'Out of stock after all' });
    expect(await readJson(rest)).toMatchObject({
      status: 'cancelled',
      refundedCents: order.totalCents,
      refundableCents: 0,
      nextStatus: null,
    });
    expect(await stockOf(order.productId)).toBe(stock + 3);
    const none = await refundOrder(order.id, { reason: 'Again' });
    expect(none.status).toBe(409);
    expect((await readJson(none)).error.message).toMatch(/Nothing is left to refund/);

    const sent = await placeOrder();
    await setStatus(sent.id, 'shipped');
    const shippedStock = await stockOf(sent.productId);
    expect(await readJson(await refundOrder(sent.id, { reason: 'Lost in the post' }))).toMatchObject({
      status: 'shipped',
      refundedCents: sent.totalCents,
    });
    expect(await stockOf(sent.productId)).toBe(shippedStock);
  });

  it('refunds two at once no further than what is left', async () => {
    const order = await placeOrder();
    const answers = await Promise.all([
      refundOrder(order.id, { amountCents: order.totalCents, reason: 'First operator' }),
      refundOrder(order.id, { amountCents: order.totalCents, reason: 'Second operator' }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    expect(refundCalls.filter((c) => c.idempotencyKey.startsWith(`order-${order.id}-`))).toHaveLength(1);
  });

  it('refuses a bad body and a missing order', async () => {
    const bad = await refundOrder(1, { amountCents: -5, reason: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await readJson(bad)).error.fields).sort()).toEqual(['amountCents', 'reason']);
    expect((await refundOrder(99999999, { reason: 'Missing' })).status).toBe(404);
  });
});
