import { SAMPLE_CARD } from '@restora/shared/domain/card';
import type { PaymentProvider } from '../adapters/payment-provider';
import { day } from './fixtures';
import { listingsKit } from './listings-kit';
import { readJson, type TestApp } from './test-app';

/** A well-formed service form for the API (docs/decisions/partner-services.md). */
export const serviceBody = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  title: 'Cliff-top Sunrise Yoga',
  description: 'An hour of slow flow on the terrace as the sun comes up over the bay.',
  type: 'yoga',
  category: 'Yoga',
  priceCents: 4_550,
  durationMinutes: 60,
  capacityPerDay: 8,
  ...overrides,
});

/** Counts the charges a provider is asked for, so a test can see that a refusal charged nothing. */
export function countingProvider(inner: PaymentProvider) {
  const charges: number[] = [];
  const provider: PaymentProvider = {
    ...inner,
    charge: (request) => {
      charges.push(request.amountCents);
      return inner.charge(request);
    },
  };
  return { provider, charges };
}

/** The services body of POST /api/bookings/services: each item a service on `daysAhead`, the sample card. */
export const servicesBody = (items: [serviceId: number, daysAhead: number][]) => ({
  items: items.map(([serviceId, daysAhead]) => ({ serviceId, date: day(daysAhead) })),
  card: SAMPLE_CARD,
});

/** The listings kit, plus a published property of P's with one room, and services made by P. */
export async function servicesKit(t: TestApp) {
  const kit = await listingsKit(t);
  const property = await kit.createProperty();
  const room = await kit.createRoom(property.id);
  await kit.publish(property.id, true);
  const createService = async (overrides: Record<string, unknown> = {}, cookie = kit.p) => {
    const res = await kit.call(cookie, 'POST', '/api/partner/services', serviceBody(property.id, overrides));
    if (res.status !== 201) throw new Error(`service failed: ${res.status} ${await res.text()}`);
    return readJson(res);
  };
  return { ...kit, property, room, createService };
}
