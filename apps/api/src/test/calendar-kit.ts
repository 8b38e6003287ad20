import { and, asc, eq, ne } from 'drizzle-orm';
import { DEMO_PARTNER_PASSWORD, seedOrganisations } from '../db/seed/partners-data';
import { partnerOrganisations } from '../db/schema/partners';
import { properties, stayRooms } from '../db/schema/stays';
import { cookiesFrom, type TestApp } from './test-app';

/**
 * What the room calendar tests need of a seeded app: the first demo partner signed in, two rooms of its
 * organisation, and a room of another organisation (docs/decisions/room-calendars.md).
 */
export async function calendarKit(t: TestApp) {
  const [mine, other] = seedOrganisations as [(typeof seedOrganisations)[0], (typeof seedOrganisations)[0]];
  const signIn = async (email: string) =>
    cookiesFrom(await t.postJson('/api/auth/sign-in', { email, password: DEMO_PARTNER_PASSWORD }));
  const partner = await signIn(mine.member.email);
  const otherPartner = await signIn(other.member.email);
  const roomsOf = (name: string, same = true) =>
    t.db
      .select({ id: stayRooms.id, priceCents: stayRooms.priceCents, maxGuests: stayRooms.maxGuests })
      .from(stayRooms)
      .innerJoin(properties, eq(properties.id, stayRooms.propertyId))
      .innerJoin(partnerOrganisations, eq(partnerOrganisations.id, properties.organisationId))
      .where(same ? eq(partnerOrganisations.name, name) : and(ne(partnerOrganisations.name, name)))
      .orderBy(asc(stayRooms.id));
  const rooms = await roomsOf(mine.name);
  const [foreign] = await roomsOf(mine.name, false);

  /** A request as `cookie` with a JSON body when given. */
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const calendarPath = (roomId: number) => `/api/partner/rooms/${roomId}`;
  return { partner, otherPartner, rooms, foreign: foreign!, call, calendarPath };
}
