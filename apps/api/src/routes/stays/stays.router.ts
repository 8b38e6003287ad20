import { createRoute } from '@hono/zod-openapi';
import {
  bookedRangesQuerySchema,
  bookedRangesResponseSchema,
  filterOptionsSchema,
  quoteQuerySchema,
  staySearchQuerySchema,
  staySearchResponseSchema,
  stayQuoteSchema,
  stayRoomSchema,
} from '@restora/shared/contracts/stays';
import { errorResponse, idParams, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { getBookedRanges } from '../../services/stays/get-booked-ranges';
import { getFilterOptions } from '../../services/stays/get-filter-options';
import { getStay } from '../../services/stays/get-stay';
import { quoteStay, toQuoteDto } from '../../services/stays/quote-stay';
import { featuredStays, searchStays } from '../../services/stays/search-stays';

const searchStaysRoute = createRoute({
  method: 'get',
  path: '/stays',
  tags: ['stays'],
  summary: 'Search stay rooms: filters, sort and paging, all in the database',
  request: { query: staySearchQuerySchema },
  responses: {
    200: jsonContent(staySearchResponseSchema, 'One page of matches and the total'),
    400: errorResponse('Bad parameter'),
  },
});
const searchStaysHandler: AppRouteHandler<typeof searchStaysRoute> = async (c) =>
  c.json(await searchStays({ db: c.var.readDb, query: c.req.valid('query') }), 200);

const featuredStaysRoute = createRoute({
  method: 'get',
  path: '/stays/featured',
  tags: ['stays'],
  summary: 'The first 4 stays rated 4.5 or more',
  responses: { 200: jsonContent(staySearchResponseSchema, 'Featured stays') },
});
const featuredStaysHandler: AppRouteHandler<typeof featuredStaysRoute> = async (c) =>
  c.json(await featuredStays({ db: c.var.readDb }), 200);

const filterOptionsRoute = createRoute({
  method: 'get',
  path: '/stays/filter-options',
  tags: ['stays'],
  summary: 'Locations, wellness features, amenities, goals and property types to filter by',
  responses: { 200: jsonContent(filterOptionsSchema, 'Filter options') },
});
const filterOptionsHandler: AppRouteHandler<typeof filterOptionsRoute> = async (c) =>
  c.json(await getFilterOptions({ db: c.var.readDb }), 200);

const getStayRoute = createRoute({
  method: 'get',
  path: '/stays/{id}',
  tags: ['stays'],
  summary: 'One stay room with its property',
  request: { params: idParams },
  responses: {
    200: jsonContent(stayRoomSchema, 'The room'),
    400: errorResponse('Bad id'),
    404: errorResponse('No such room'),
  },
});
const getStayHandler: AppRouteHandler<typeof getStayRoute> = async (c) =>
  c.json(await getStay({ db: c.var.readDb, id: c.req.valid('param').id }), 200);

const bookedRangesRoute = createRoute({
  method: 'get',
  path: '/stays/{id}/booked-dates',
  tags: ['stays'],
  summary: 'Nights already booked between two dates',
  request: { params: idParams, query: bookedRangesQuerySchema },
  responses: {
    200: jsonContent(bookedRangesResponseSchema, 'Booked ranges (check-out exclusive)'),
    400: errorResponse('Bad dates'),
    404: errorResponse('No such room'),
  },
});
const bookedRangesHandler: AppRouteHandler<typeof bookedRangesRoute> = async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await getBookedRanges({ db: c.var.readDb, roomId: c.req.valid('param').id, from, to }), 200);
};

const quoteStayRoute = createRoute({
  method: 'get',
  path: '/stays/{id}/quote',
  tags: ['stays'],
  summary: 'The price of a stay: nights, cleaning fee, service fee, taxes, total',
  request: { params: idParams, query: quoteQuerySchema },
  responses: {
    200: jsonContent(stayQuoteSchema, 'The quote'),
    400: errorResponse('Past dates, zero or too many nights, too many guests'),
    404: errorResponse('No such room'),
    409: errorResponse('Some nights are already booked'),
  },
});
// A quote is advice read from the catalogue (the read replica, when there is one): paying quotes again on the
// primary inside its transaction, so no stay is sold or refused on a stale copy (docs/decisions/read-replica.md).
const quoteStayHandler: AppRouteHandler<typeof quoteStayRoute> = async (c) => {
  const { checkIn, checkOut, guests } = c.req.valid('query');
  const quote = await quoteStay({
    db: c.var.readDb,
    roomId: c.req.valid('param').id,
    checkIn,
    checkOut,
    guests,
  });
  return c.json(toQuoteDto(quote), 200);
};

// Static paths (featured, filter-options) before /stays/{id}.
export const staysRouter = createRouter()
  .openapi(searchStaysRoute, searchStaysHandler)
  .openapi(featuredStaysRoute, featuredStaysHandler)
  .openapi(filterOptionsRoute, filterOptionsHandler)
  .openapi(getStayRoute, getStayHandler)
  .openapi(bookedRangesRoute, bookedRangesHandler)
  .openapi(quoteStayRoute, quoteStayHandler);
