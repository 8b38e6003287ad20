import { createRoute } from '@hono/zod-openapi';
import { adminOverviewSchema } from '@restora/shared/contracts/admin-overview';
import { adminOnly, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { getOverview, type ClosedDaysCache } from '../../services/admin-overview/get-overview';

// The ended days' figures, read once a day per database (docs/decisions/admin-overview.md).
const closedDays: ClosedDaysCache = new WeakMap();

const overviewRoute = createRoute({
  method: 'get',
  path: '/admin/overview',
  tags: ['admin'],
  summary: "Today's and this month's figures and the last 90 days, in UTC (administrators only)",
  middleware: requireAdmin(),
  responses: {
    200: jsonContent(adminOverviewSchema, 'The overview'),
    ...adminOnly,
  },
});
const overviewHandler: AppRouteHandler<typeof overviewRoute> = async (c) =>
  c.json(await getOverview({ db: c.var.db, cache: closedDays }), 200);

export const adminOverviewRouter = createRouter().openapi(overviewRoute, overviewHandler);
