/**
 * Every row of the authorization matrix (authorization-matrix.test.ts): a well-formed request for each
 * operation and the status each identity must get. Other tests reuse the requests (hostile-input.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { day } from './fixtures';
import { address, newProduct, type MatrixFixtures, type Who } from './matrix-fixtures';
import { A_ONLY, CREATE_SIGNED_IN, PUBLIC, row, SIGNED_IN, ADMIN, type Row } from './matrix-rows';
import { partnerServiceRows } from './matrix-rows-services';
import { adminAuditRows } from './matrix-rows-admin-audit';
import { earningsRows } from './matrix-rows-earnings';
import { adminUsersRows } from './matrix-rows-admin-users';
import { partnerRows } from './matrix-rows-partner';
import { partnerRetreatRows } from './matrix-rows-partner-retreats';
import { retreatRows } from './matrix-rows-retreats';
import { calendarSyncRows } from './matrix-rows-calendar-sync';
import { reviewRows } from './matrix-rows-reviews';
import { partnerBookingsRows } from './matrix-rows-partner-bookings';
import { bookingRequestRows } from './matrix-rows-booking-requests';
import { adminContentRows } from './matrix-rows-admin-content';
import { adminModerationRows } from './matrix-rows-admin-moderation';
import { adminJobsRows } from './matrix-rows-admin-jobs';
import { adminBookingsRows } from './matrix-rows-admin-bookings';
import { adminRetreatsRows } from './matrix-rows-admin-retreats';
import { secondFactorRows } from './matrix-rows-second-factor';
import { conversationRows } from './matrix-rows-conversations';
import { messageModerationRows } from './matrix-rows-message-moderation';

const whoIndex: Record<Who, number> = { anon: 0, a: 1, b: 2, admin: 3, p: 4, q: 5, adminNoFactor: 6 };
const toA = (f: MatrixFixtures) =>
  f.call('POST', '/api/cart/items', f.cookies.a, { productId: f.buyable[3] });
const plan = (f: MatrixFixtures) => `/api/journey/plans/${f.a.planId}`;
const quiz = 'focus=relax&environment=beach&intensity=1&duration=week&budget=1000&activities=Yoga';

export const matrixRows: Row[] = [
  row('GET /api/health', PUBLIC),
  row('POST /api/auth/sign-up', [201, 201, 201, 201], (_, who) => ({
    body: { name: 'New Person', email: `new-${who}-${randomUUID()}@example.com`, password: 'calm waters 42' },
  })),
  row('POST /api/auth/sign-in', PUBLIC, (f) => ({ body: f.other })),
  // With a second session of the same identity, so the session the other rows use stays open.
  row('POST /api/auth/sign-out', [204, 204, 204, 204], (f, who) => ({ cookie: f.spare[who] })),
  row('GET /api/auth/session', PUBLIC),
  row('GET /api/profile', SIGNED_IN),
  ...secondFactorRows(),
  row('PATCH /api/profile', SIGNED_IN, () => ({ body: { phone: '+351 912 345 678' } })),
  // Account recovery and control. The links' routes need no session (a bogus token is 400 for everyone);
  // the signed-in ones are shown with a wrong password, so no row ends a session the others use.
  row('POST /api/auth/forgot-password', PUBLIC, (f) => ({ body: { email: f.other.email } })),
  row('POST /api/auth/reset-password', [400, 400, 400, 400], () => ({
    body: { token: 'not-a-live-token-at-all', password: 'new calm waters 42' },
  })),
  // Whether a reset link is still live: anyone may ask, and a made-up token is simply not valid.
  row('POST /api/auth/reset-password/check', PUBLIC, () => ({ body: { token: 'not-a-live-token-at-all' } })),
  row('POST /api/auth/verify-email', [400, 400, 400, 400], () => ({
    body: { token: 'not-a-live-token-at-all' },
  })),
  row('POST /api/auth/confirm-email-change', [400, 400, 400, 400], () => ({
    body: { token: 'not-a-live-token-at-all' },
  })),
  // Every fixture account has opened the link its sign-up mailed (test-app.ts registerUser): verified.
  row('POST /api/profile/verification-email', [401, 409, 409, 409]),
  row('POST /api/profile/password', [401, 400, 400, 400], () => ({
    body: { currentPassword: 'not the password', newPassword: 'new calm waters 42' },
  })),
  row('POST /api/profile/email', [401, 400, 400, 400], () => ({
    body: { newEmail: `moved-${randomUUID()}@example.com`, password: 'not the password' },
  })),
  row('GET /api/profile/export', SIGNED_IN),
  row('DELETE /api/profile', [401, 400, 400, 400], () => ({ body: { password: 'not the password' } })),
  row('GET /api/avatars/{seed}', PUBLIC, () => ({ path: '/api/avatars/Ada%20Lovelace' })),
  row('GET /api/stays', PUBLIC),
  row('GET /api/stays/featured', PUBLIC),
  row('GET /api/stays/filter-options', PUBLIC),
  row('GET /api/stays/{id}', PUBLIC, (f) => ({ path: `/api/stays/${f.rooms[0]}` })),
  row('GET /api/stays/{id}/booked-dates', PUBLIC, (f) => ({
    path: `/api/stays/${f.rooms[0]}/booked-dates?from=${day(1)}&to=${day(90)}`,
  })),
  row('GET /api/stays/{id}/quote', PUBLIC, (f) => ({
    path: `/api/stays/${f.rooms[3]}/quote?checkIn=${day(70)}&checkOut=${day(72)}&guests=1`,
  })),
  row('GET /api/services', PUBLIC),
  row('GET /api/services/{id}', PUBLIC, (f) => ({ path: `/api/services/${f.serviceId}` })),
  row('POST /api/bookings/stays', CREATE_SIGNED_IN, (f, who) => ({
    body: f.stayBody(f.rooms[2]!, 50 + 5 * whoIndex[who]),
  })),
  row('POST /api/bookings/services', CREATE_SIGNED_IN, (f) => ({
    body: { items: [{ serviceId: f.serviceId, date: day(20) }], card: SAMPLE_CARD },
  })),
  row('GET /api/bookings', SIGNED_IN),
  row('POST /api/bookings/{id}/cancel', A_ONLY, (f) => ({ path: `/api/bookings/${f.a.bookingId}/cancel` })),
  row('POST /api/bookings/{id}/review', [401, 201, 404, 404], (f) => ({
    path: `/api/bookings/${f.a.endedStayId}/review`,
    body: { rating: 5, comment: 'Quiet and kind.' },
  })),
  row('GET /api/dashboard', SIGNED_IN),
  row('GET /api/static-data', PUBLIC),
  row('GET /api/testimonials', PUBLIC),
  row('GET /api/how-it-works', PUBLIC),
  row('GET /api/articles', PUBLIC),
  row('GET /api/articles/{idOrSlug}', PUBLIC, () => ({ path: '/api/articles/1' })),
  row('POST /api/partner-applications', [201, 201, 201, 201], () => ({
    body: {
      organisation: 'Blue Bay Retreat',
      partnerType: 'Retreat',
      contactName: 'Rui Costa',
      email: 'rui@example.com',
      country: 'Portugal',
      message: 'We run a small yoga retreat by the sea and would like to join.',
    },
  })),
  row('GET /api/products', PUBLIC),
  row('GET /api/products/{id}', PUBLIC, (f) => ({ path: `/api/products/${f.buyable[0]}` })),
  row('GET /api/cart', PUBLIC),
  row('DELETE /api/cart', PUBLIC),
  row('POST /api/cart/items', PUBLIC, (f) => ({ body: { productId: f.buyable[4] } })),
  // A cart belongs to its cookie or user: only A has this line.
  row(
    'PATCH /api/cart/items/{productId}',
    [404, 200, 404, 404],
    (f) => ({ path: `/api/cart/items/${f.buyable[3]}`, body: { quantity: 2 } }),
    { prepare: toA },
  ),
  row('DELETE /api/cart/items/{productId}', PUBLIC, (f) => ({ path: `/api/cart/items/${f.buyable[3]}` }), {
    prepare: toA,
  }),
  // B and the admin check out their own (empty) carts.
  row(
    'POST /api/orders',
    [401, 201, 422, 422],
    () => ({
      body: { shippingAddress: { ...address, name: 'Any Buyer', line1: '1 Main St' }, card: SAMPLE_CARD },
    }),
    {
      prepare: async (f) => {
        await toA(f);
        for (const who of ['b', 'admin', 'adminNoFactor', 'p', 'q'] as const)
          await f.call('DELETE', '/api/cart', f.cookies[who]);
      },
    },
  ),
  row('GET /api/orders', SIGNED_IN),
  row('GET /api/orders/{id}', A_ONLY, (f) => ({ path: `/api/orders/${f.a.orderId}` })),
  row('POST /api/orders/{id}/cancel', A_ONLY, (f) => ({ path: `/api/orders/${f.a.orderId}/cancel` })),
  row('GET /api/admin/products', ADMIN),
  row('POST /api/admin/products', [401, 403, 403, 201], () => ({ body: newProduct })),
  row('PATCH /api/admin/products/{id}', ADMIN, (f) => ({
    path: `/api/admin/products/${f.buyable[5]}`,
    body: { stock: 80 },
  })),
  row('DELETE /api/admin/products/{id}', [401, 403, 403, 204], (f) => ({
    path: `/api/admin/products/${f.productToDelete}`,
  })),
  ...partnerRows(),
  ...partnerRetreatRows(),
  ...retreatRows(),
  ...calendarSyncRows(),
  ...partnerServiceRows(),
  ...reviewRows(),
  ...conversationRows(),
  ...messageModerationRows(),
  ...partnerBookingsRows(),
  ...bookingRequestRows(),
  ...earningsRows(),
  ...adminContentRows(),
  ...adminModerationRows(),
  ...adminJobsRows(),
  ...adminAuditRows(),
  ...adminUsersRows(),
  ...adminBookingsRows(),
  ...adminRetreatsRows(),
  row('POST /api/newsletter', PUBLIC, (_, who) => ({ body: { email: `news-${who}@example.com` } })),
  row('GET /api/quiz/recommendations', PUBLIC, () => ({ path: `/api/quiz/recommendations?${quiz}` })),
  row('GET /api/journey/plans', SIGNED_IN),
  row('POST /api/journey/plans', CREATE_SIGNED_IN, () => ({ body: { name: 'My journey' } })),
  row('GET /api/journey/plans/{planId}', A_ONLY, (f) => ({ path: plan(f) })),
  row('PUT /api/journey/plans/{planId}', A_ONLY, (f) => ({
    path: plan(f),
    body: { name: 'Renamed', description: '', startDate: null, endDate: null },
  })),
  row('DELETE /api/journey/plans/{planId}', [401, 204, 404, 404], (f) => ({
    path: `/api/journey/plans/${f.a.planToDelete}`,
  })),
  row('POST /api/journey/plans/{planId}/items', [401, 201, 404, 404], (f) => ({
    path: `${plan(f)}/items`,
    body: { kind: 'service', refId: f.serviceId },
  })),
  row('POST /api/journey/saved-items', CREATE_SIGNED_IN, (f) => ({
    body: { kind: 'stay', refId: f.rooms[0] },
  })),
  row('PATCH /api/journey/plans/{planId}/items/{itemId}', A_ONLY, (f) => ({
    path: `${plan(f)}/items/${f.a.itemId}`,
    body: { note: 'Bring a warm layer' },
  })),
  row('DELETE /api/journey/plans/{planId}/items/{itemId}', [401, 204, 404, 404], (f) => ({
    path: `${plan(f)}/items/${f.a.itemToRemove}`,
  })),
  row('PUT /api/journey/plans/{planId}/items/order', A_ONLY, (f) => ({
    path: `${plan(f)}/items/order`,
    body: { itemIds: [f.a.itemId] },
  })),
  // Not in openapi.json: the document itself, and better-auth's own endpoints, which are not mounted.
  row('GET /api/openapi.json', PUBLIC, undefined, { undocumented: true }),
  row('POST /api/auth/sign-in/email', [404, 404, 404, 404], (f) => ({ body: f.other }), {
    undocumented: true,
  }),
  row('GET /api/auth/get-session', [404, 404, 404, 404], undefined, { undocumented: true }),
];
