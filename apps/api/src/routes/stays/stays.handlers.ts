import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { getBookedRanges } from '../../services/stays/get-booked-ranges';
import { getFilterOptions } from '../../services/stays/get-filter-options';
import { getStay } from '../../services/stays/get-stay';
import { quoteStay, toQuoteDto } from '../../services/stays/quote-stay';
import { featuredStays, searchStays } from '../../services/stays/search-stays';
import type {
  bookedRangesRoute,
  featuredStaysRoute,
  filterOptionsRoute,
  getStayRoute,
  quoteStayRoute,
  searchStaysRoute,
} from './stays.routes';

export const searchStaysHandler: RouteHandler<typeof searchStaysRoute, AppEnv> = async (c) =>
  c.json(await searchStays({ db: c.var.db, query: c.req.valid('query') }), 200);

export const featuredStaysHandler: RouteHandler<typeof featuredStaysRoute, AppEnv> = async (c) =>
  c.json(await featuredStays({ db: c.var.db }), 200);

export const filterOptionsHandler: RouteHandler<typeof filterOptionsRoute, AppEnv> = async (c) =>
  c.json(await getFilterOptions({ db: c.var.db }), 200);

export const getStayHandler: RouteHandler<typeof getStayRoute, AppEnv> = async (c) =>
  c.json(await getStay({ db: c.var.db, id: c.req.valid('param').id }), 200);

export const bookedRangesHandler: RouteHandler<typeof bookedRangesRoute, AppEnv> = async (c) => {
  const { from, to } = c.req.valid('query');
  return c.json(await getBookedRanges({ db: c.var.db, roomId: c.req.valid('param').id, from, to }), 200);
};

export const quoteStayHandler: RouteHandler<typeof quoteStayRoute, AppEnv> = async (c) => {
  const { checkIn, checkOut, guests } = c.req.valid('query');
  const quote = await quoteStay({ db: c.var.db, roomId: c.req.valid('param').id, checkIn, checkOut, guests });
  return c.json(toQuoteDto(quote), 200);
};
