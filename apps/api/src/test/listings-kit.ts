import { randomUUID } from 'node:crypto';
import { DEMO_PARTNER_PASSWORD, seedOrganisations } from '../db/seed/partners-data';
import { cookiesFrom, readJson, registerUser, type TestApp } from './test-app';

/** A well-formed property form (docs/decisions/partner-listings.md); a fresh city so searches find only it. */
export const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maré Alta Retreat',
  type: 'wellness_retreat',
  setting: 'beach',
  address: 'Rua do Farol 12',
  city: `Vila ${randomUUID().slice(0, 8)}`,
  state: '',
  country: 'Portugal',
  latitude: 38.7223,
  longitude: -9.1393,
  description: 'A **quiet** house by the sea.\n\n- Morning yoga\n- Sea swims',
  amenities: ['Wi-Fi', 'Sauna'],
  wellnessFeatures: ['Yoga Classes', 'Breathwork'],
  houseRules: 'No shoes in the shala.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  ...overrides,
});

export const roomBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Dune Suite',
  description: 'A bright suite that opens onto the dunes.',
  maxGuests: 2,
  priceCents: 18_000,
  cleaningFeeCents: 4_000,
  ...overrides,
});

/** The demo partners of the seed (two organisations), a non-partner, and calls as each. */
export async function listingsKit(t: TestApp) {
  const signIn = async (email: string) => {
    const res = await t.postJson('/api/auth/sign-in', { email, password: DEMO_PARTNER_PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    return cookiesFrom(res);
  };
  const [first, second] = seedOrganisations as [(typeof seedOrganisations)[0], (typeof seedOrganisations)[0]];
  const p = await signIn(first.member.email);
  const q = await signIn(second.member.email);
  const traveller = await registerUser(t);

  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** P makes a property (and rooms), returning its detail. */
  const createProperty = async (overrides: Record<string, unknown> = {}, cookie = p) => {
    const res = await call(cookie, 'POST', '/api/partner/properties', propertyBody(overrides));
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
    return readJson(res);
  };
  const createRoom = async (propertyId: number, overrides: Record<string, unknown> = {}, cookie = p) => {
    const res = await call(
      cookie,
      'POST',
      `/api/partner/properties/${propertyId}/rooms`,
      roomBody(overrides),
    );
    if (res.status !== 201) throw new Error(`room failed: ${res.status} ${await res.text()}`);
    return readJson(res);
  };
  const publish = (propertyId: number, published: boolean, cookie = p) =>
    call(cookie, 'PUT', `/api/partner/properties/${propertyId}/published`, { published });
  const search = async (query: string) => readJson(await t.request(`/api/stays?${query}`));

  return {
    p,
    q,
    traveller,
    call,
    createProperty,
    createRoom,
    publish,
    search,
    organisations: [first, second],
  };
}
