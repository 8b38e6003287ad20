import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import { outbox } from '../db/schema/mail';
import { setUserRole } from '../services/profile/set-user-role';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { partnerMembers, partnerOrganisations } from '../db/schema/partners';
import { services } from '../db/schema/services';
import { products } from '../db/schema/shop';
import { properties, stayRooms } from '../db/schema/stays';
import { day, insertStay } from './fixtures';
import { partnerServiceFixtures } from './matrix-services-kit';
import { adminUsersFixtures } from './admin-users-kit';
import { partnerBookingsFixtures } from './partner-bookings-kit';
import { bookingRequestFixtures } from './request-kit';
import { adminContentFixtures } from './matrix-kit-admin-content';
import { adminBookingsFixtures } from './admin-bookings-kit';
import { adminRetreatsFixtures } from './admin-retreats-kit';
import { partnerPhotoFixtures } from './photos-kit';
import { propertyBody, roomBody } from './listings-kit';
import { partnerReviewFixtures } from './reviews-kit';
import { adminModerationFixtures } from './admin-moderation-kit';
import { adminJobsFixtures } from './admin-jobs-kit';
import { registerAdmin } from './second-factor-kit';
import { matrixConversations } from './conversations-kit';
import { messageModerationFixtures } from './message-moderation-kit';
import { cookiesFrom, readJson, registerUser, type TestApp } from './test-app';

/** `adminNoFactor`: an administrator without a second factor, refused everywhere in /api/admin/*. */
export type Who = 'anon' | 'a' | 'b' | 'admin' | 'adminNoFactor' | 'p' | 'q';

export const address = {
  name: 'Alice Secretname',
  line1: 'A-secret Lane 7',
  city: 'Lisbon',
  postalCode: '1100-001',
  country: 'Portugal',
};

export const newProduct = {
  name: 'Linen Eye Pillow',
  category: 'Accessories',
  description: 'A flax-seed eye pillow in washed linen for the last minutes of practice.',
  priceCents: 2400,
  image: '/images/products/product-20.svg',
  productType: 'buy_now',
  status: 'in_stock',
  stock: 12,
};

/** A JSON request as `cookie` would send it, each from its own address (sign-in limits are per address). */
export function caller(t: TestApp) {
  let n = 0;
  return async (method: string, path: string, cookie: string, body?: unknown) =>
    t.request(path, {
      method,
      headers: {
        cookie,
        'x-forwarded-for': `198.51.100.${(n++ % 250) + 1}`,
        'idempotency-key': randomUUID(),
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
}

/**
 * Seven identities (P and Q are partners of two organisations; an admin without a second factor) and what user A owns: a booking to cancel, an ended stay to rate, an order, a cart line,
 * a plan with items and a plan to delete. B and the admin own nothing of A's. `secrets` are strings that
 * only A's own answers may contain.
 */
export async function matrixFixtures(t: TestApp) {
  const call = caller(t);
  const ok = async (res: Promise<Response>) => {
    const r = await res;
    if (r.status >= 300) throw new Error(`fixture request failed: ${r.status} ${await r.text()}`);
    return r.status === 204 ? null : readJson(r);
  };
  const a = await registerUser(t, { name: 'Alice Secretname' });
  const b = await registerUser(t);
  const admin = await registerAdmin(t);
  // Promoted, but without an authenticator app (docs/decisions/second-factors.md).
  const adminNoFactor = await registerUser(t);
  await setUserRole({ db: t.db, email: adminNoFactor.email, role: 'admin' });
  const other = await registerUser(t);
  // Two partners, each the member of its own organisation (docs/decisions/partners.md).
  const p = await registerUser(t);
  const q = await registerUser(t);
  const orgOf = async (name: string, userId: string) => {
    const [org] = await t.db.insert(partnerOrganisations).values({ name }).returning();
    await t.db.insert(partnerMembers).values({ organisationId: org!.id, userId });
    return org!.id;
  };
  // An organisation's name is no secret from the guests who talk with it or book with it (its threads show
  // it: docs/decisions/conversations.md, "Who sees what"), so the partners' markers are in what only
  // their members see (notes, drafts), not in the names.
  const pelican = await orgOf('Pelican Spa Group', p.user.id);
  await orgOf('Quokka Retreats', q.user.id);
  const cookies: Record<Who, string> = {
    anon: '',
    a: a.cookie,
    b: b.cookie,
    admin: admin.cookie,
    adminNoFactor: adminNoFactor.cookie,
    p: p.cookie,
    q: q.cookie,
  };
  // A second session of each identity, for sign-out to end without ending the one the other rows use.
  const spare = { ...cookies };
  for (const [who, u] of [
    ['a', a],
    ['b', b],
    ['admin', admin],
    ['adminNoFactor', adminNoFactor],
    ['p', p],
    ['q', q],
  ] as const) {
    let res = await call('POST', '/api/auth/sign-in', '', { email: u.email, password: u.password });
    // The admin's sign-in has a second step (docs/decisions/second-factors.md).
    if (who === 'admin')
      res = await call('POST', '/api/auth/sign-in/second-factor', cookiesFrom(res), {
        method: 'totp',
        code: admin.nextCode(),
      });
    spare[who] = cookiesFrom(res);
  }

  const rooms = (await t.db.select({ id: stayRooms.id }).from(stayRooms).orderBy(stayRooms.id)).map(
    (r) => r.id,
  );
  // P's organisation runs the property of the last room, which A never books (its calendar names guests).
  const [partnerRoom] = await t.db
    .select({ id: stayRooms.id, propertyId: stayRooms.propertyId })
    .from(stayRooms)
    .where(eq(stayRooms.id, rooms[rooms.length - 1]!));
  await t.db
    .update(properties)
    .set({ organisationId: pelican })
    .where(eq(properties.id, partnerRoom!.propertyId));
  const [service] = await t.db.select({ id: services.id }).from(services).orderBy(services.id).limit(1);
  const buyable = (
    await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.status, 'in_stock'), gte(products.stock, 50)))
      .orderBy(products.id)
  ).map((p) => p.id);

  const stayBody = (roomId: number, from: number) => ({
    roomId,
    checkIn: day(from),
    checkOut: day(from + 2),
    guests: 1,
    card: SAMPLE_CARD,
  });
  const booking = await ok(call('POST', '/api/bookings/stays', a.cookie, stayBody(rooms[0]!, 40)));
  const endedStay = await insertStay(t.db, {
    userId: a.user.id,
    roomId: rooms[1]!,
    checkIn: day(-10),
    checkOut: day(-7),
  });
  await ok(call('POST', '/api/cart/items', a.cookie, { productId: buyable[0] }));
  const order = await ok(
    call('POST', '/api/orders', a.cookie, { shippingAddress: address, card: SAMPLE_CARD }),
  );
  const plan = await ok(call('POST', '/api/journey/plans', a.cookie, { name: 'Alice secret plan' }));
  const itemOf = async (planId: number, refId: number, note?: string) =>
    (await ok(call('POST', `/api/journey/plans/${planId}/items`, a.cookie, { kind: 'product', refId, note })))
      .item.id as number;
  const item = await itemOf(plan.id, buyable[1]!, 'alice-secret-note');
  const itemToRemove = await itemOf(plan.id, buyable[2]!);
  const planToDelete = await ok(call('POST', '/api/journey/plans', a.cookie, { name: 'Alice spare plan' }));
  const productToDelete = await ok(call('POST', '/api/admin/products', admin.cookie, newProduct));
  // P's own property with a room (docs/decisions/partner-listings.md); its name holds no secret, as a
  // published property is public.
  const pProperty = await ok(
    call('POST', '/api/partner/properties', p.cookie, propertyBody({ name: 'Matrix Harbour House' })),
  );
  const pRoom = await ok(call('POST', `/api/partner/properties/${pProperty.id}/rooms`, p.cookie, roomBody()));
  // Applications for the admin to decide, and a live invitation to preview.
  const applicationOf = async (organisation: string) =>
    (
      await ok(
        call('POST', '/api/partner-applications', '', {
          organisation,
          partnerType: 'Retreat',
          contactName: 'Rui Costa',
          email: `${randomUUID()}@example.com`,
          country: 'Portugal',
          message: 'We run a small yoga retreat by the sea and would like to join.',
        }),
      )
    ).id as number;
  const applicationToApprove = await applicationOf('Approve Me Retreat');
  const applicationToDecline = await applicationOf('Decline Me Retreat');
  const invited = await applicationOf('Invited Retreat');
  await ok(call('POST', `/api/admin/partner-applications/${invited}/approve`, admin.cookie, {}));
  const [invitationMail] = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.kind, 'partner.invitation'))
    .orderBy(desc(outbox.id))
    .limit(1);
  const invitationToken = new URL(String(invitationMail!.payload.url)).searchParams.get('token')!;

  const photos = await partnerPhotoFixtures(t, pelican);
  const partnerServices = await partnerServiceFixtures(call, p.cookie, pProperty.id);
  const reviews = await partnerReviewFixtures(t, partnerRoom!.id);
  const partnerBookings = await partnerBookingsFixtures(t, partnerRoom!.id);
  const bookingRequests = await bookingRequestFixtures(t, partnerRoom!.id);
  const adminContent = await adminContentFixtures(call, admin.cookie);
  const moderation = await adminModerationFixtures(t, rooms[2]!);
  const adminJobs = await adminJobsFixtures(t);
  const adminUsers = await adminUsersFixtures(t);
  const adminBookings = await adminBookingsFixtures(t, rooms[5]!, buyable[6]!);
  const adminRetreats = await adminRetreatsFixtures(t);
  const conversations = await matrixConversations(
    t.db,
    (body) => call('POST', '/api/conversations', a.cookie, body),
    {
      aboutRoomId: rooms[0]!,
      otherUserId: other.user.id as string,
      pOrganisationId: pelican,
      pRoomId: partnerRoom!.id,
    },
  );
  const messageModeration = await messageModerationFixtures(t.db, {
    ...conversations,
    pGuestId: other.user.id as string,
    roomId: rooms[0]!,
  });

  // A photo A sent in A's thread, to fetch (docs/decisions/conversations.md, "Photos in messages").
  const aPhoto = await ok(
    call('POST', `/api/conversations/${conversations.aThreadId}/photos`, a.cookie, photos.form()),
  );
  await ok(
    call('POST', `/api/conversations/${conversations.aThreadId}/messages`, a.cookie, {
      body: 'The view from the room',
      photoIds: [aPhoto.id],
    }),
  );

  return {
    call,
    cookies,
    photos,
    messagePhotoUrl: aPhoto.sizes[0].webp as string,
    partnerServices,
    reviews,
    partnerBookings,
    bookingRequests,
    adminContent,
    moderation,
    adminJobs,
    adminUsers,
    adminBookings,
    adminRetreats,
    conversations,
    messageModeration,
    spare,
    other: { email: other.email, password: other.password },
    rooms,
    serviceId: service!.id,
    buyable,
    stayBody,
    a: {
      bookingId: booking.bookings[0].id as number,
      endedStayId: endedStay,
      orderId: order.id as number,
      planId: plan.id as number,
      itemId: item,
      itemToRemove,
      planToDelete: planToDelete.id as number,
    },
    productToDelete: productToDelete.id as number,
    partners: {
      applicationToApprove,
      applicationToDecline,
      invitationToken,
      /** P's organisation (its second-factor rule, docs/decisions/second-factors.md). */
      organisationId: pelican,
      /** A seeded room of P's organisation (the calendar's rows). */
      roomId: partnerRoom!.id,
      /** The property and room P made through the console (docs/decisions/partner-listings.md). */
      propertyId: pProperty.id as number,
      listingRoomId: pRoom.id as number,
    },
    /** Strings only that partner's own answers may hold (the admin's lists name no organisation of theirs). */
    partnerSecrets: { p: ['Pelican Secret'], q: ['Quokka Secret'] } as Partial<Record<Who, string[]>>,
    /** Strings only A's own answers may hold. */
    secrets: [
      a.email,
      a.user.id as string,
      'Secretname',
      'Alice secret plan',
      'alice-secret-note',
      'A-secret Lane',
    ],
  };
}

export type MatrixFixtures = Awaited<ReturnType<typeof matrixFixtures>>;
