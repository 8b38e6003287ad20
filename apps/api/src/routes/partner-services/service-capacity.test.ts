import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullyBooked } from '@restora/shared/domain/partner-services';
import { bookings } from '../../db/schema/bookings';
import { payments } from '../../db/schema/payments';
import { createSimulatedProvider } from '../../adapters/simulated-provider';
import { postAs } from '../../test/booking-kit';
import { day } from '../../test/fixtures';
import { countingProvider, serviceBody, servicesBody, servicesKit } from '../../test/services-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../../test/test-app';

// Capacity per day in the service booking flow, and each item paid for (docs/decisions/partner-services.md).

let t: TestApp;
let kit: Awaited<ReturnType<typeof servicesKit>>;
const counting = countingProvider(createSimulatedProvider({ delayMs: 0 }));
beforeAll(async () => {
  t = await createTestApp({ seed: true, payments: counting.provider });
  kit = await servicesKit(t);
});
afterAll(() => t.close());

const book = async (items: [number, number][]) => {
  const user = await registerUser(t);
  return { user, res: await postAs(t, '/api/bookings/services', user.cookie, servicesBody(items)) };
};
const held = (serviceId: number) =>
  t.db.$count(bookings, and(eq(bookings.serviceId, serviceId), eq(bookings.status, 'confirmed')));

describe('capacity per day', () => {
  it('refuses a full day with the message on the date, charging nothing and writing nothing', async () => {
    const service = await kit.createService({ capacityPerDay: 2 });
    expect((await book([[service.id, 7]])).res.status).toBe(201);
    expect((await book([[service.id, 7]])).res.status).toBe(201);

    const chargesBefore = counting.charges.length;
    const paymentsBefore = await t.db.$count(payments);
    const { res } = await book([[service.id, 7]]);
    expect(res.status).toBe(409);
    const message = fullyBooked(service.title, day(7));
    expect(message).toMatch(
      /^Cliff-top Sunrise Yoga is fully booked on \w{3} \d{1,2}, \d{4}\. Please choose/,
    );
    expect((await readJson(res)).error).toMatchObject({ message, fields: { 'items.0.date': message } });
    expect(counting.charges).toHaveLength(chargesBefore);
    expect(await t.db.$count(payments)).toBe(paymentsBefore);
    expect(await held(service.id)).toBe(2);
    // Another day has room.
    expect((await book([[service.id, 8]])).res.status).toBe(201);
  });

  it('counts two items of one service on one date twice, and refuses the whole request when one is full', async () => {
    const service = await kit.createService({ capacityPerDay: 3 });
    const other = await kit.createService({ title: 'Tide Pool Walk', type: 'fitness', category: 'Outdoors' });
    expect(
      (
        await book([
          [service.id, 9],
          [service.id, 9],
        ])
      ).res.status,
    ).toBe(201);
    const { res } = await book([
      [other.id, 9],
      [service.id, 9],
      [service.id, 9],
    ]);
    expect(res.status).toBe(409);
    const { error } = await readJson(res);
    expect(Object.keys(error.fields)).toEqual(['items.1.date', 'items.2.date']);
    expect(await held(other.id)).toBe(0);
    expect(await held(service.id)).toBe(2);
    expect((await book([[service.id, 9]])).res.status).toBe(201);
  });

  it('does not count a declined payment against the day', async () => {
    const service = await kit.createService({ capacityPerDay: 1 });
    const declined = await postAs(t, '/api/bookings/services', (await registerUser(t)).cookie, {
      ...servicesBody([[service.id, 10]]),
      card: { ...servicesBody([]).card, cardNumber: '4000000000000002' },
    });
    expect(declined.status).toBe(402);
    expect((await book([[service.id, 10]])).res.status).toBe(201);
    expect((await book([[service.id, 10]])).res.status).toBe(409);
  });

  it('a lower capacity refuses new bookings and keeps those made', async () => {
    const service = await kit.createService({ capacityPerDay: 2 });
    await book([[service.id, 11]]);
    await book([[service.id, 11]]);
    const lower = await kit.call(
      kit.p,
      'PUT',
      `/api/partner/services/${service.id}`,
      serviceBody(kit.property.id, { capacityPerDay: 1 }),
    );
    expect(lower.status).toBe(200);
    expect((await book([[service.id, 11]])).res.status).toBe(409);
    expect(await held(service.id)).toBe(2);
  });
});

describe('pricing', () => {
  it('charges each item: one service on two dates is paid twice', async () => {
    const service = await kit.createService({ priceCents: 4_550 });
    const other = await kit.createService({
      priceCents: 1_000,
      title: 'Tea',
      type: 'other',
      category: 'Nutrition',
    });
    const before = counting.charges.length;
    const { res } = await book([
      [service.id, 12],
      [service.id, 13],
      [other.id, 13],
    ]);
    expect(res.status).toBe(201);
    const result = await readJson(res);
    expect(counting.charges.slice(before)).toEqual([10_100]);
    expect(
      result.bookings.map((b: { checkIn: string; totalCents: number }) => [b.checkIn, b.totalCents]),
    ).toEqual([
      [day(12), 4550],
      [day(13), 4550],
      [day(13), 1000],
    ]);
  });
});
