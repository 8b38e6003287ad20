import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
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

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const searchStaysRoute = createRoute({
  method: 'get',
  path: '/stays',
  tags: ['stays'],
  summary: 'Search stay rooms: filters, sort and paging, all in the database',
  request: { query: staySearchQuerySchema },
  responses: {
    200: json(staySearchResponseSchema, 'One page of matches and the total'),
    400: error('Bad parameter'),
  },
});

export const featuredStaysRoute = createRoute({
  method: 'get',
  path: '/stays/featured',
  tags: ['stays'],
  summary: 'The first 4 stays rated 4.5 or more',
  responses: { 200: json(staySearchResponseSchema, 'Featured stays') },
});

export const filterOptionsRoute = createRoute({
  method: 'get',
  path: '/stays/filter-options',
  tags: ['stays'],
  summary: 'Locations, wellness features, amenities, goals and property types to filter by',
  responses: { 200: json(filterOptionsSchema, 'Filter options') },
});

export const getStayRoute = createRoute({
  method: 'get',
  path: '/stays/{id}',
  tags: ['stays'],
  summary: 'One stay room with its property',
  request: { params: idParams },
  responses: { 200: json(stayRoomSchema, 'The room'), 400: error('Bad id'), 404: error('No such room') },
});

export const bookedRangesRoute = createRoute({
  method: 'get',
  path: '/stays/{id}/booked-dates',
  tags: ['stays'],
  summary: 'Nights already booked between two dates',
  request: { params: idParams, query: bookedRangesQuerySchema },
  responses: {
    200: json(bookedRangesResponseSchema, 'Booked ranges (check-out exclusive)'),
    400: error('Bad dates'),
    404: error('No such room'),
  },
});

export const quoteStayRoute = createRoute({
  method: 'get',
  path: '/stays/{id}/quote',
  tags: ['stays'],
  summary: 'The price of a stay: nights, cleaning fee, service fee, taxes, total',
  request: { params: idParams, query: quoteQuerySchema },
  responses: {
    200: json(stayQuoteSchema, 'The quote'),
    400: error('Past dates, zero or too many nights, too many guests'),
    404: error('No such room'),
    409: error('Some nights are already booked'),
  },
});
