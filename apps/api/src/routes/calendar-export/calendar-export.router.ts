import { createRoute, z } from '@hono/zod-openapi';
import { errorCodes } from '@restora/shared/contracts/errors';
import { errorBody } from '../../http/errors';
import { errorResponse, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { exportRoomCalendar } from '../../services/calendar-sync/export-calendar';

// A room's private iCal feed, polled by other channels (docs/decisions/calendar-sync.md, "Going out").
// Outside /api: no session, no same-origin rule; the secret in the address is the only key.

const exportRoute = createRoute({
  method: 'get',
  path: '/calendar/rooms/{file}',
  tags: ['calendar'],
  summary: "A room's taken nights as iCal (bookings and blocks, no guest data)",
  request: { params: z.object({ file: z.string().max(100) }) },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    304: { description: 'Unchanged since the ETag given' },
    404: errorResponse('No room has this address (or it was regenerated)'),
  },
});
const exportHandler: AppRouteHandler<typeof exportRoute> = async (c) => {
  const match = /^([A-Za-z0-9_-]{20,64})\.ics$/.exec(c.req.valid('param').file);
  const found =
    match &&
    (await exportRoomCalendar({
      // The primary: a regenerated address stops working at once.
      db: c.var.db,
      secret: match[1]!,
    }));
  if (!found) return c.json(errorBody(errorCodes.notFound, 'No such calendar.'), 404);
  // Polled every few minutes by every channel: a short cache and a cheap "not modified".
  c.header('Cache-Control', 'private, max-age=300');
  c.header('ETag', found.etag);
  if (c.req.header('if-none-match') === found.etag) return c.body(null, 304);
  c.header('Content-Type', 'text/calendar; charset=utf-8');
  return c.body(found.body, 200);
};

export const calendarExportRouter = createRouter().openapi(exportRoute, exportHandler);
