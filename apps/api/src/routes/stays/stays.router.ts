import { createRouter } from '../../http/router';
import {
  bookedRangesHandler,
  featuredStaysHandler,
  filterOptionsHandler,
  getStayHandler,
  quoteStayHandler,
  searchStaysHandler,
} from './stays.handlers';
import {
  bookedRangesRoute,
  featuredStaysRoute,
  filterOptionsRoute,
  getStayRoute,
  quoteStayRoute,
  searchStaysRoute,
} from './stays.routes';

// Static paths (featured, filter-options) before /stays/{id}.
export const staysRouter = createRouter()
  .openapi(searchStaysRoute, searchStaysHandler)
  .openapi(featuredStaysRoute, featuredStaysHandler)
  .openapi(filterOptionsRoute, filterOptionsHandler)
  .openapi(getStayRoute, getStayHandler)
  .openapi(bookedRangesRoute, bookedRangesHandler)
  .openapi(quoteStayRoute, quoteStayHandler);
