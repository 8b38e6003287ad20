import { createRoute, z } from '@hono/zod-openapi';
import {
  addCalendarFeedSchema,
  adminCalendarConflictListSchema,
  calendarExportSchema,
  calendarFeedListSchema,
  calendarFeedSchema,
} from '@restora/shared/contracts/calendar-sync';
import {
  adminOnly,
  errorResponse,
  idParams,
  int4Id,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { auditActor } from '../../http/audit-actor';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { listCalendarConflicts } from '../../services/calendar-sync/admin-conflicts';
import {
  addCalendarFeed,
  listCalendarFeeds,
  removeCalendarFeed,
  syncCalendarFeedNow,
} from '../../services/calendar-sync/calendar-feeds';
import { getCalendarExport, regenerateCalendarExport } from '../../services/calendar-sync/export-calendar';

// A room's calendar sync in the partner console (docs/decisions/calendar-sync.md): its private export
// link, and the other channels' calendars it imports. Every operation is for members of the room's
// organisation; the back office lists the conflicts.

const guarded = {
  ...partnerOnly,
  404: errorResponse("No such room (or calendar) among your organisations' rooms"),
};
const base = '/partner/rooms/{id}';
const feedParams = z.object({ id: int4Id, feedId: int4Id });

const exportRoute = createRoute({
  method: 'get',
  path: `${base}/calendar-export`,
  tags: ['partners'],
  summary: "Your room's private iCal address, for Airbnb, Booking.com and the like",
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: jsonContent(calendarExportSchema, 'The address'), ...guarded },
});
const exportHandler: AppRouteHandler<typeof exportRoute> = async (c) =>
  c.json(
    await getCalendarExport({
      db: c.var.db,
      userId: currentUserId(c),
      roomId: c.req.valid('param').id,
      publicUrl: c.var.settings.publicUrl,
    }),
    200,
  );

const regenerateRoute = createRoute({
  method: 'post',
  path: `${base}/calendar-export/regenerate`,
  tags: ['partners'],
  summary: 'A new private address for your room: the old one stops working',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: jsonContent(calendarExportSchema, 'The new address'), ...guarded },
});
const regenerateHandler: AppRouteHandler<typeof regenerateRoute> = async (c) =>
  c.json(
    await regenerateCalendarExport({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      publicUrl: c.var.settings.publicUrl,
    }),
    200,
  );

const listRoute = createRoute({
  method: 'get',
  path: `${base}/calendar-feeds`,
  tags: ['partners'],
  summary: 'The calendars your room imports, with their last sync, nights, error and conflicts',
  middleware: requireUser(),
  request: { params: idParams },
  responses: { 200: jsonContent(calendarFeedListSchema, 'The calendars'), ...guarded },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(
    await listCalendarFeeds({ db: c.var.db, userId: currentUserId(c), roomId: c.req.valid('param').id }),
    200,
  );

const addRoute = createRoute({
  method: 'post',
  path: `${base}/calendar-feeds`,
  tags: ['partners'],
  summary: "Import another channel's calendar into your room (synced at once, then every 30 minutes)",
  middleware: requireUser(),
  request: { params: idParams, body: jsonBody(addCalendarFeedSchema) },
  responses: {
    201: jsonContent(calendarFeedSchema, 'The calendar, after its first sync'),
    400: errorResponse('A field is missing or invalid'),
    429: errorResponse('Too many calendars fetched by this account lately (Retry-After says when)'),
    ...guarded,
  },
});
const addHandler: AppRouteHandler<typeof addRoute> = async (c) =>
  c.json(
    await addCalendarFeed({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      roomId: c.req.valid('param').id,
      input: c.req.valid('json'),
      fetchLimit: c.var.settings.rateLimits.calendarFetchAccount,
      ...(c.var.settings.calendarFetch ? { fetchOptions: c.var.settings.calendarFetch } : {}),
    }),
    201,
  );

const removeRoute = createRoute({
  method: 'delete',
  path: `${base}/calendar-feeds/{feedId}`,
  tags: ['partners'],
  summary: 'Stop importing a calendar: the nights it blocked are free again',
  middleware: requireUser(),
  request: { params: feedParams },
  responses: { 204: { description: 'Removed' }, ...guarded },
});
const removeHandler: AppRouteHandler<typeof removeRoute> = async (c) => {
  const { id, feedId } = c.req.valid('param');
  await removeCalendarFeed({
    db: c.var.db,
    events: c.var.events,
    actor: auditActor(c, 'partner'),
    roomId: id,
    feedId,
  });
  return c.body(null, 204);
};

const syncRoute = createRoute({
  method: 'post',
  path: `${base}/calendar-feeds/{feedId}/sync`,
  tags: ['partners'],
  summary: 'Sync a calendar now (a failure is shown on the calendar, its last good nights stay)',
  middleware: requireUser(),
  request: { params: feedParams },
  responses: {
    200: jsonContent(calendarFeedSchema, 'The calendar after the sync'),
    429: errorResponse('Too many calendars fetched by this account lately (Retry-After says when)'),
    ...guarded,
  },
});
const syncHandler: AppRouteHandler<typeof syncRoute> = async (c) => {
  const { id, feedId } = c.req.valid('param');
  return c.json(
    await syncCalendarFeedNow({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      roomId: id,
      feedId,
      fetchLimit: c.var.settings.rateLimits.calendarFetchAccount,
      ...(c.var.settings.calendarFetch ? { fetchOptions: c.var.settings.calendarFetch } : {}),
    }),
    200,
  );
};

const conflictsRoute = createRoute({
  method: 'get',
  path: '/admin/calendar-conflicts',
  tags: ['admin'],
  summary: 'Imported calendars that claim nights of Restora bookings, newest first',
  middleware: requireAdmin(),
  responses: { 200: jsonContent(adminCalendarConflictListSchema, 'The conflicts'), ...adminOnly },
});
const conflictsHandler: AppRouteHandler<typeof conflictsRoute> = async (c) =>
  c.json(await listCalendarConflicts({ db: c.var.db }), 200);

export const calendarSyncRouter = createRouter()
  .openapi(exportRoute, exportHandler)
  .openapi(regenerateRoute, regenerateHandler)
  .openapi(listRoute, listHandler)
  .openapi(addRoute, addHandler)
  .openapi(removeRoute, removeHandler)
  .openapi(syncRoute, syncHandler)
  .openapi(conflictsRoute, conflictsHandler);
