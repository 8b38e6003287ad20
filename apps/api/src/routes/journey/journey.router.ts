import { createRoute, z } from '@hono/zod-openapi';
import {
  addPlanItemSchema,
  createPlanSchema,
  planDetailSchema,
  planItemSchema,
  plansResponseSchema,
  planSummarySchema,
  reorderPlanItemsSchema,
  savedItemResponseSchema,
  updatePlanItemSchema,
  updatePlanSchema,
} from '@restora/shared/contracts/journey';
import {
  errorResponse,
  int4Id,
  jsonBody,
  jsonContent,
  notSignedIn,
  type AppRouteHandler,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import {
  addPlanItem,
  removePlanItem,
  reorderPlanItems,
  saveToCurrentPlan,
  updatePlanItem,
} from '../../services/journey/plan-items';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../../services/journey/plans';

const planParams = z.object({ planId: int4Id });
const itemParams = z.object({ planId: int4Id, itemId: int4Id });
const notYours = errorResponse('No such plan (or item) of yours');

const listPlansRoute = createRoute({
  method: 'get',
  path: '/journey/plans',
  tags: ['journey'],
  summary: 'Your journey plans, newest first',
  middleware: requireUser(),
  responses: { 200: jsonContent(plansResponseSchema, 'Your plans'), 401: notSignedIn },
});
const listPlansHandler: AppRouteHandler<typeof listPlansRoute> = async (c) =>
  c.json({ items: await listPlans(c.var.db, currentUserId(c)) }, 200);

const createPlanRoute = createRoute({
  method: 'post',
  path: '/journey/plans',
  tags: ['journey'],
  summary: "Start a plan ('New Wellness Journey' unless named)",
  middleware: requireUser(),
  request: { body: jsonBody(createPlanSchema) },
  responses: {
    201: jsonContent(planSummarySchema, 'Created'),
    400: errorResponse('Invalid fields'),
    401: notSignedIn,
    422: errorResponse('Too many plans'),
  },
});
const createPlanHandler: AppRouteHandler<typeof createPlanRoute> = async (c) =>
  c.json(await createPlan(c.var.db, currentUserId(c), c.req.valid('json')), 201);

const getPlanRoute = createRoute({
  method: 'get',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'One plan with its items in order (items whose stay, service or product is gone are skipped)',
  middleware: requireUser(),
  request: { params: planParams },
  responses: { 200: jsonContent(planDetailSchema, 'The plan'), 401: notSignedIn, 404: notYours },
});
const getPlanHandler: AppRouteHandler<typeof getPlanRoute> = async (c) =>
  c.json(await getPlan(c.var.db, currentUserId(c), c.req.valid('param').planId), 200);

const updatePlanRoute = createRoute({
  method: 'put',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'Save the name, description and dates of a plan',
  middleware: requireUser(),
  request: { params: planParams, body: jsonBody(updatePlanSchema) },
  responses: {
    200: jsonContent(planSummarySchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    401: notSignedIn,
    404: notYours,
  },
});
const updatePlanHandler: AppRouteHandler<typeof updatePlanRoute> = async (c) =>
  c.json(await updatePlan(c.var.db, currentUserId(c), c.req.valid('param').planId, c.req.valid('json')), 200);

const deletePlanRoute = createRoute({
  method: 'delete',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'Delete a plan and its items',
  middleware: requireUser(),
  request: { params: planParams },
  responses: { 204: { description: 'Deleted' }, 401: notSignedIn, 404: notYours },
});
const deletePlanHandler: AppRouteHandler<typeof deletePlanRoute> = async (c) => {
  await deletePlan(c.var.db, currentUserId(c), c.req.valid('param').planId);
  return c.body(null, 204);
};

const addItemRoute = createRoute({
  method: 'post',
  path: '/journey/plans/{planId}/items',
  tags: ['journey'],
  summary: 'Add a stay, service or product at the end of a plan (already there: answered as it is)',
  middleware: requireUser(),
  request: { params: planParams, body: jsonBody(addPlanItemSchema) },
  responses: {
    200: jsonContent(z.object({ item: planItemSchema, created: z.boolean() }), 'Already in the plan'),
    201: jsonContent(z.object({ item: planItemSchema, created: z.boolean() }), 'Added'),
    400: errorResponse('Invalid fields'),
    401: notSignedIn,
    404: errorResponse('No such plan of yours, or no such stay, service or product'),
    422: errorResponse('The plan is full'),
  },
});
const addItemHandler: AppRouteHandler<typeof addItemRoute> = async (c) => {
  const result = await addPlanItem(
    c.var.db,
    currentUserId(c),
    c.req.valid('param').planId,
    c.req.valid('json'),
  );
  return result.created ? c.json(result, 201) : c.json(result, 200);
};

const savedItemRoute = createRoute({
  method: 'post',
  path: '/journey/saved-items',
  tags: ['journey'],
  summary: "'+ Save' from the quiz results: into your newest plan, or a new 'New Wellness Journey'",
  middleware: requireUser(),
  request: { body: jsonBody(addPlanItemSchema) },
  responses: {
    200: jsonContent(savedItemResponseSchema, 'Already in the plan'),
    201: jsonContent(savedItemResponseSchema, 'Saved'),
    400: errorResponse('Invalid fields'),
    401: notSignedIn,
    404: errorResponse('No such stay, service or product'),
    422: errorResponse('The plan is full'),
  },
});
const savedItemHandler: AppRouteHandler<typeof savedItemRoute> = async (c) => {
  const result = await saveToCurrentPlan(c.var.db, currentUserId(c), c.req.valid('json'));
  return result.created ? c.json(result, 201) : c.json(result, 200);
};

const updateItemRoute = createRoute({
  method: 'patch',
  path: '/journey/plans/{planId}/items/{itemId}',
  tags: ['journey'],
  summary: "Save an item's note",
  middleware: requireUser(),
  request: { params: itemParams, body: jsonBody(updatePlanItemSchema) },
  responses: {
    200: jsonContent(planItemSchema, 'Saved'),
    400: errorResponse('Invalid note'),
    401: notSignedIn,
    404: notYours,
  },
});
const updateItemHandler: AppRouteHandler<typeof updateItemRoute> = async (c) => {
  const { planId, itemId } = c.req.valid('param');
  return c.json(
    await updatePlanItem(c.var.db, currentUserId(c), planId, itemId, c.req.valid('json').note),
    200,
  );
};

const removeItemRoute = createRoute({
  method: 'delete',
  path: '/journey/plans/{planId}/items/{itemId}',
  tags: ['journey'],
  summary: 'Remove an item from a plan',
  middleware: requireUser(),
  request: { params: itemParams },
  responses: { 204: { description: 'Removed' }, 401: notSignedIn, 404: notYours },
});
const removeItemHandler: AppRouteHandler<typeof removeItemRoute> = async (c) => {
  const { planId, itemId } = c.req.valid('param');
  await removePlanItem(c.var.db, currentUserId(c), planId, itemId);
  return c.body(null, 204);
};

const reorderItemsRoute = createRoute({
  method: 'put',
  path: '/journey/plans/{planId}/items/order',
  tags: ['journey'],
  summary: 'Put the listed items first in this order (items not listed follow in their old order)',
  middleware: requireUser(),
  request: { params: planParams, body: jsonBody(reorderPlanItemsSchema) },
  responses: {
    200: jsonContent(planDetailSchema, 'The plan in its new order'),
    400: errorResponse('An id is not an item of this plan'),
    401: notSignedIn,
    404: notYours,
  },
});
const reorderItemsHandler: AppRouteHandler<typeof reorderItemsRoute> = async (c) =>
  c.json(
    await reorderPlanItems(
      c.var.db,
      currentUserId(c),
      c.req.valid('param').planId,
      c.req.valid('json').itemIds,
    ),
    200,
  );

export const journeyRouter = createRouter()
  .openapi(listPlansRoute, listPlansHandler)
  .openapi(createPlanRoute, createPlanHandler)
  .openapi(getPlanRoute, getPlanHandler)
  .openapi(updatePlanRoute, updatePlanHandler)
  .openapi(deletePlanRoute, deletePlanHandler)
  .openapi(addItemRoute, addItemHandler)
  .openapi(savedItemRoute, savedItemHandler)
  .openapi(updateItemRoute, updateItemHandler)
  .openapi(removeItemRoute, removeItemHandler)
  .openapi(reorderItemsRoute, reorderItemsHandler);
