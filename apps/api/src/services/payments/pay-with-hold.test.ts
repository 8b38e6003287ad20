import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { payments } from '../../db/schema/payments';
import { insertUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { DomainEvent } from '../events/domain-events';
import { orderRefunds } from '../shop/order-refunds';
import { KEY_REUSED_MESSAGE, payWithHold, requestHash } from './pay-with-hold';
import type { PaymentKind } from './payment-kind';
import type { ChargeRequest, PaymentProvider } from '../../adapters/payment-provider';
import { createSimulatedProvider } from '../../adapters/simulated-provider';

let t: TestApp;
const heard: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.events.subscribe('order.placed', (e) => void heard.push(e));
});
afterAll(() => t.close());

const DECLINED = { ...SAMPLE_CARD, cardNumber: '4000000000000002' };

/** A kind that records what the flow asked of it; `failPaid` makes its settlement write fail. */
function recordingKind({ failPaid = false } = {}) {
  const calls: string[] = [];
  const kind: PaymentKind = {
    purpose: 'order',
    refunds: orderRefunds,
    async onPaid(_tx, payment, announce) {
      calls.push(`paid ${payment.status}`);
      announce({ type: 'order.placed', userId: payment.userId, paymentId: payment.id, orderId: 1 });
      if (failPaid) throw new Error('the settlement write failed');
    },
    async onFailed(_tx, payment) {
      calls.push(`failed ${payment.failureReason}`);
    },
  };
  return { kind, calls };
}

function countingProvider(inner: PaymentProvider = createSimulatedProvider({ delayMs: 0 })) {
  const charges: ChargeRequest[] = [];
  const provider: PaymentProvider = {
    ...inner,
    charge: (request) => {
      charges.push(request);
      return inner.charge(request);
    },
  };
  return { provider, charges };
}

async function pay(
  kind: PaymentKind,
  provider: PaymentProvider,
  userId: string,
  key: string,
  card: CardPayment = SAMPLE_CARD,
  request: unknown = { item: 'a test item' },
) {
  return payWithHold({
    db: t.db,
    provider,
    events: t.events,
    kind,
    userId,
    idempotencyKey: key,
    card,
    request,
    prepare: async () => ({ amountCents: 4_200 }),
    hold: async () => ({ description: 'Test hold' }),
  });
}

describe('paying with a hold', () => {
  it('charges the amount prepare priced, settles through the kind, and answers a repeat without charging again', async () => {
    const userId = await insertUser(t.db);
    const { kind, calls } = recordingKind();
    const { provider, charges } = countingProvider();
    heard.splice(0);
    const key = randomUUID();
    const first = await pay(kind, provider, userId, key);
    const again = await pay(kind, provider, userId, key);
    expect(first).toMatchObject({
      status: 'succeeded',
      amountCents: 4_200,
      purpose: 'order',
      cardLast4: '4242',
    });
    expect(again).toEqual(first);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ amountCents: 4_200, description: 'Test hold' });
    expect(calls).toEqual(['paid succeeded']);
    expect(heard).toHaveLength(1);
  });

  it('answers a key reused for another request with a 422, charging nothing, and the first request still gets its answer', async () => {
    const userId = await insertUser(t.db);
    const { kind, calls } = recordingKind();
    const { provider, charges } = countingProvider();
    const key = randomUUID();
    const first = await pay(kind, provider, userId, key, SAMPLE_CARD, { roomId: 6, nights: 1 });
    await expect(
      pay(kind, provider, userId, key, SAMPLE_CARD, { roomId: 8, nights: 7 }),
    ).rejects.toMatchObject({ code: 'unprocessable', message: KEY_REUSED_MESSAGE, status: 422 });
    // Key order does not make another request.
    expect(await pay(kind, provider, userId, key, SAMPLE_CARD, { nights: 1, roomId: 6 })).toEqual(first);
    expect(charges).toHaveLength(1);
    expect(calls).toEqual(['paid succeeded']);
  });

  it('tells purposes apart: the same request under another kind is another request', () => {
    expect(requestHash('stay', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      requestHash('stay', { b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(requestHash('stay', { a: 1 })).not.toBe(requestHash('order', { a: 1 }));
    expect(requestHash('stay', { a: 1 })).not.toBe(requestHash('stay', { a: '1' }));
  });

  it('lets go of the hold on a decline, and answers every repeat with payment_failed', async () => {
    const userId = await insertUser(t.db);
    const { kind, calls } = recordingKind();
    const { provider, charges } = countingProvider();
    heard.splice(0);
    const key = randomUUID();
    await expect(pay(kind, provider, userId, key, DECLINED)).rejects.toMatchObject({
      code: 'payment_failed',
    });
    await expect(pay(kind, provider, userId, key)).rejects.toMatchObject({ code: 'payment_failed' });
    expect(charges).toHaveLength(1);
    expect(calls).toEqual(['failed card_declined']);
    expect(heard).toEqual([]);
  });

  it('takes a provider that throws for a decline', async () => {
    const userId = await insertUser(t.db);
    const { kind, calls } = recordingKind();
    const broken: PaymentProvider = {
      ...createSimulatedProvider({ delayMs: 0 }),
      charge: async () => {
        throw new Error('connection reset');
      },
    };
    await expect(pay(kind, broken, userId, randomUUID())).rejects.toMatchObject({ code: 'payment_failed' });
    expect(calls).toEqual(['failed provider_error']);
  });

  it('announces nothing when the settlement write fails, and leaves the payment pending for the sweep', async () => {
    const userId = await insertUser(t.db);
    const { kind } = recordingKind({ failPaid: true });
    heard.splice(0);
    const key = randomUUID();
    await expect(pay(kind, countingProvider().provider, userId, key)).rejects.toThrow(
      'the settlement write failed',
    );
    expect(heard).toEqual([]);
    const [row] = await t.db.select().from(payments).where(eq(payments.idempotencyKey, key));
    expect(row).toMatchObject({ status: 'pending', providerRef: null });
  });

  it('writes nothing when the hold is refused', async () => {
    const userId = await insertUser(t.db);
    const { kind, calls } = recordingKind();
    const key = randomUUID();
    const refused = payWithHold({
      db: t.db,
      provider: countingProvider().provider,
      events: t.events,
      kind,
      userId,
      idempotencyKey: key,
      card: SAMPLE_CARD,
      request: {},
      prepare: async () => ({ amountCents: 100 }),
      hold: async () => {
        throw new Error('sold out');
      },
    });
    await expect(refused).rejects.toThrow('sold out');
    expect(await t.db.$count(payments, eq(payments.idempotencyKey, key))).toBe(0);
    expect(calls).toEqual([]);
  });
});
