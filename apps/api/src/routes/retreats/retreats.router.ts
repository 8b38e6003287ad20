import { createRoute, z } from '@hono/zod-openapi';
import { idempotencyHeaderSchema } from '@restora/shared/contracts/payments';
import {
  bookRetreatSchema,
  joinWaitlistSchema,
  payBalanceSchema,
  retreatBookingListSchema,
  retreatBookingSchema,
  retreatDetailSchema,
  retreatListSchema,
  retreatSearchSchema,
  updateRetreatCardSchema,
  waitlistEntrySchema,
} from '@restora/shared/contracts/retreats';
import {
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  notSignedIn,
  type AppRouteHandler,
} from '../../http/openapi';
import { payer } from '../../http/payer';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { bookRetreat } from '../../services/retreats/book-retreat';
import { chargeBalance } from '../../services/retreats/balance';
import { cancelPlace } from '../../services/retreats/cancel-place';
import { getRetreat, listRetreatPlaces, listWaitlistEntries } from '../../services/retreats/get-retreat';
import { searchRetreats } from '../../services/retreats/search-retreats';
import { updateBalanceCard } from '../../services/retreats/update-balance-card';
import { joinWaitlist, leaveWaitlist } from '../../services/retreats/waitlist';

// Retreats for guests (docs/decisions/retreats.md): search and pages for everyone; booking, the balance,
// cancelling and the waitlist for the signed-in guest, on their own places only (another's is a 404).

const signedIn = requireUser();
const place = jsonContent(retreatBookingSchema, 'The place, as the dashboard shows it');
const noPlace = errorResponse('No such place of yours');

const searchRoute = createRoute({
  method: 'get',
  path: '/retreats',
  tags: ['retreats'],
  summary: 'Upcoming retreats by month, country, length, focus, price and spots, in start order',
  request: { query: retreatSearchSchema },
  responses: {
    200: jsonContent(retreatListSchema, 'One page of retreats'),
    400: errorResponse('Bad filter, named'),
  },
});
const searchHandler: AppRouteHandler<typeof searchRoute> = async (c) =>
  c.json(await searchRetreats(c.var.readDb, c.req.valid('query')), 200);

const getRoute = createRoute({
  method: 'get',
  path: '/retreats/{id}',
  tags: ['retreats'],
  summary: 'A retreat: its program, options priced for today with spots left, payment terms and policy',
  request: { params: idParams },
  responses: { 200: jsonContent(retreatDetailSchema, 'The retreat'), 404: errorResponse('No such retreat') },
});
const getHandler: AppRouteHandler<typeof getRoute> = async (c) =>
  c.json(await getRetreat(c.var.readDb, c.req.valid('param').id), 200);

const mine = async (c: Parameters<AppRouteHandler<typeof getRoute>>[0], id: number) => {
  const found = (await listRetreatPlaces(c.var.db, currentUserId(c))).find((p) => p.id === id);
  if (!found) throw new Error(`place ${id} vanished`);
  return found;
};

const bookRoute = createRoute({
  method: 'post',
  path: '/retreats/{id}/bookings',
  tags: ['retreats'],
  summary:
    'Book places on an option: pays the deposit (or all) and keeps the card for the balance; on a retreat on request, authorizes it and sends the message to the host',
  middleware: signedIn,
  request: { params: idParams, headers: idempotencyHeaderSchema, body: jsonBody(bookRetreatSchema) },
  responses: {
    201: place,
    400: errorResponse('Invalid card, option, people or message (on request), each named'),
    401: notSignedIn,
    402: errorResponse('The card was declined'),
    404: errorResponse('No such retreat'),
    409: errorResponse('Not enough spots left, or not open for booking'),
    422: errorResponse('The Idempotency-Key was used for another request'),
  },
});
const bookHandler: AppRouteHandler<typeof bookRoute> = async (c) => {
  const { placeId } = await bookRetreat({
    ...payer(c, c.req.valid('header')['idempotency-key']),
    retreatId: c.req.valid('param').id,
    input: c.req.valid('json'),
  });
  return c.json(await mine(c, placeId), 201);
};

const listPlacesRoute = createRoute({
  method: 'get',
  path: '/retreat-bookings',
  tags: ['retreats'],
  summary: 'Your retreat places, newest first',
  middleware: signedIn,
  responses: { 200: jsonContent(retreatBookingListSchema, 'Your places'), 401: notSignedIn },
});
const listPlacesHandler: AppRouteHandler<typeof listPlacesRoute> = async (c) =>
  c.json({ items: await listRetreatPlaces(c.var.db, currentUserId(c)) }, 200);

const payBalanceRoute = createRoute({
  method: 'post',
  path: '/retreat-bookings/{id}/balance',
  tags: ['retreats'],
  summary: 'Pay the balance now, with the kept card or a new one (kept for later)',
  middleware: signedIn,
  request: { params: idParams, headers: idempotencyHeaderSchema, body: jsonBody(payBalanceSchema) },
  responses: {
    200: place,
    400: errorResponse('Invalid card, named'),
    401: notSignedIn,
    402: errorResponse('The card was declined'),
    404: noPlace,
    409: errorResponse('Already paid'),
    422: errorResponse('Nothing to pay on this place'),
  },
});
const payBalanceHandler: AppRouteHandler<typeof payBalanceRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await chargeBalance({ db: c.var.db, provider: c.var.payments, events: c.var.events }, id, {
    userId: currentUserId(c),
    early: c.req.valid('header')['idempotency-key'],
    card: c.req.valid('json').card,
  });
  return c.json(await mine(c, id), 200);
};

// docs/decisions/retreats.md, "Updating the card": a new kept card, nothing charged now.
const updateCardRoute = createRoute({
  method: 'put',
  path: '/retreat-bookings/{id}/card',
  tags: ['retreats'],
  summary: 'Replace the card kept for the balance, without paying now (the next try charges it)',
  middleware: signedIn,
  request: { params: idParams, body: jsonBody(updateRetreatCardSchema) },
  responses: {
    200: place,
    400: errorResponse('Invalid card, named'),
    401: notSignedIn,
    402: errorResponse('The card was declined'),
    404: noPlace,
    409: errorResponse('No balance is due on this place'),
  },
});
const updateCardHandler: AppRouteHandler<typeof updateCardRoute> = async (c) => {
  const { id } = c.req.valid('param');
  await updateBalanceCard(
    { db: c.var.db, provider: c.var.payments },
    { placeId: id, userId: currentUserId(c), card: c.req.valid('json').card },
  );
  return c.json(await mine(c, id), 200);
};

const cancelRoute = createRoute({
  method: 'post',
  path: '/retreat-bookings/{id}/cancel',
  tags: ['retreats'],
  summary: 'Cancel your place: refunds what the cancellation policy gives back today',
  middleware: signedIn,
  request: { params: idParams },
  responses: { 200: place, 401: notSignedIn, 404: noPlace, 409: errorResponse('Cannot be cancelled') },
});
const cancelHandler: AppRouteHandler<typeof cancelRoute> = async (c) => {
  const { id } = c.req.valid('param');
  const userId = currentUserId(c);
  await cancelPlace(
    { db: c.var.db, provider: c.var.payments, events: c.var.events, logger: c.var.logger },
    {
      placeId: id,
      userId,
      requestedByUserId: userId,
      by: 'guest',
      reason: 'Cancelled by the guest',
      refund: 'policy',
    },
  );
  return c.json(await mine(c, id), 200);
};

const joinWaitlistRoute = createRoute({
  method: 'post',
  path: '/retreats/{id}/waitlist',
  tags: ['retreats'],
  summary: 'Join the waitlist of a full option',
  middleware: signedIn,
  request: { params: idParams, body: jsonBody(joinWaitlistSchema) },
  responses: {
    201: jsonContent(z.object({ id: z.number(), status: z.string() }), 'On the waitlist'),
    400: errorResponse('Invalid option or people, named'),
    401: notSignedIn,
    404: errorResponse('No such retreat'),
    409: errorResponse('Spots are free, or already waiting'),
  },
});
const joinWaitlistHandler: AppRouteHandler<typeof joinWaitlistRoute> = async (c) => {
  const entry = await joinWaitlist(c.var.db, {
    userId: currentUserId(c),
    retreatId: c.req.valid('param').id,
    input: c.req.valid('json'),
  });
  return c.json({ id: entry.id, status: entry.status }, 201);
};

const listWaitlistRoute = createRoute({
  method: 'get',
  path: '/retreat-waitlist',
  tags: ['retreats'],
  summary: 'Your waitlist entries and offers',
  middleware: signedIn,
  responses: {
    200: jsonContent(z.object({ items: z.array(waitlistEntrySchema) }), 'Your entries'),
    401: notSignedIn,
  },
});
const listWaitlistHandler: AppRouteHandler<typeof listWaitlistRoute> = async (c) =>
  c.json({ items: await listWaitlistEntries(c.var.db, currentUserId(c)) }, 200);

const leaveWaitlistRoute = createRoute({
  method: 'delete',
  path: '/retreat-waitlist/{id}',
  tags: ['retreats'],
  summary: 'Leave a waitlist (an offer given up goes to the next in line)',
  middleware: signedIn,
  request: { params: idParams },
  responses: { 204: { description: 'Left' }, 401: notSignedIn, 404: errorResponse('No such entry of yours') },
});
const leaveWaitlistHandler: AppRouteHandler<typeof leaveWaitlistRoute> = async (c) => {
  await leaveWaitlist(c.var.db, c.var.events, { userId: currentUserId(c), id: c.req.valid('param').id });
  return c.body(null, 204);
};

export const retreatsRouter = createRouter()
  .openapi(searchRoute, searchHandler)
  .openapi(getRoute, getHandler)
  .openapi(bookRoute, bookHandler)
  .openapi(listPlacesRoute, listPlacesHandler)
  .openapi(payBalanceRoute, payBalanceHandler)
  .openapi(updateCardRoute, updateCardHandler)
  .openapi(cancelRoute, cancelHandler)
  .openapi(joinWaitlistRoute, joinWaitlistHandler)
  .openapi(listWaitlistRoute, listWaitlistHandler)
  .openapi(leaveWaitlistRoute, leaveWaitlistHandler);
