import { createRoute } from '@hono/zod-openapi';
import { earningsQuerySchema, partnerEarningsSchema } from '@restora/shared/contracts/partner-earnings';
import { errorResponse, jsonContent, partnerOnly, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { getPartnerEarnings } from '../../services/partner-earnings/get-partner-earnings';

// A partner's earnings per month of a year (docs/decisions/partner-earnings.md).

const earningsRoute = createRoute({
  method: 'get',
  path: '/partner/earnings',
  tags: ['partners'],
  summary:
    "Your organisations' paid bookings per month of a year (by check-in): gross, cancellations and net, per property",
  middleware: requireUser(),
  request: { query: earningsQuerySchema },
  responses: {
    200: jsonContent(partnerEarningsSchema, 'The twelve months, the year and each property'),
    400: errorResponse('The year is not between 2000 and 2100, or the property id is not a number'),
    404: errorResponse('No such property among your organisations'),
    ...partnerOnly,
  },
});
const earningsHandler: AppRouteHandler<typeof earningsRoute> = async (c) => {
  const { year, propertyId } = c.req.valid('query');
  return c.json(await getPartnerEarnings({ db: c.var.db, userId: currentUserId(c), year, propertyId }), 200);
};

export const partnerEarningsRouter = createRouter().openapi(earningsRoute, earningsHandler);
