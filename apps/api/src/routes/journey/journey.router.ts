import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
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

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});
const error = (description: string) => json(apiErrorSchema, description);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const planParams = z.object({ planId: id });
const itemParams = z.object({ planId: id, itemId: id });
const signedOut = error('Not signed in');
const notYours = error('No such plan (or item) of yours');

const listRoute = createRoute({
  method: 'get',
  path: '/journey/plans',
  tags: ['journey'],
  summary: 'Your journey plans, newest first',
  middleware: requireUser(),
  responses: { 200: json(plansResponseSchema, 'Your plans'), 401: signedOut },
});
const createPlanRoute = createRoute({
  method: 'post',
  path: '/journey/plans',
  tags: ['journey'],
  summary: "Start a plan ('New Wellness Journey' unless named)",
  middleware: requireUser(),
  request: body(createPlanSchema),
  responses: {
    201: json(planSummarySchema, 'Created'),
    400: error('Invalid fields'),
    401: signedOut,
    422: error('Too many plans'),
  },
});
const getPlanRoute = createRoute({
  method: 'get',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'One plan with its items in order (items whose stay, service or product is gone are skipped)',
  middleware: requireUser(),
  request: { params: planParams },
  responses: { 200: json(planDetailSchema, 'The plan'), 401: signedOut, 404: notYours },
});
const updatePlanRoute = createRoute({
  method: 'put',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'Save the name, description and dates of a plan',
  middleware: requireUser(),
  request: { params: planParams, ...body(updatePlanSchema) },
  responses: {
    200: json(planSummarySchema, 'Saved'),
    400: error('Invalid fields'),
    401: signedOut,
    404: notYours,
  },
});
const deletePlanRoute = createRoute({
  method: 'delete',
  path: '/journey/plans/{planId}',
  tags: ['journey'],
  summary: 'Delete a plan and its items',
  middleware: requireUser(),
  request: { params: planParams },
  responses: { 204: { description: 'Deleted' }, 401: signedOut, 404: notYours },
});
const addItemRoute = createRoute({
  method: 'post',
  path: '/journey/plans/{planId}/items',
  tags: ['journey'],
  summary: 'Add a stay, service or product at the end of a plan (already there: answered as it is)',
  middleware: requireUser(),
  request: { params: planParams, ...body(addPlanItemSchema) },
  responses: {
    200: json(z.object({ item: planItemSchema, created: z.boolean() }), 'Already in the plan'),
    201: json(z.object({ item: planItemSchema, created: z.boolean() }), 'Added'),
    400: error('Invalid fields'),
    401: signedOut,
    404: error('No such plan of yours, or no such stay, service or product'),
    422: error('The plan is full'),
  },
});
const savedItemRoute = createRoute({
  method: 'post',
  path: '/journey/saved-items',
  tags: ['journey'],
  summary: "'+ Save' from the quiz results: into your newest plan, or a new 'New Wellness Journey'",
  middleware: requireUser(),
  request: body(addPlanItemSchema),
  responses: {
    200: json(savedItemResponseSchema, 'Already in the plan'),
    201: json(savedItemResponseSchema, 'Saved'),
    400: error('Invalid fields'),
    401: signedOut,
    404: error('No such stay, service or product'),
    422: error('The plan is full'),
  },
});
const updateItemRoute = createRoute({
  method: 'patch',
  path: '/journey/plans/{planId}/items/{itemId}',
  tags: ['journey'],
  summary: "Save an item's note",
  middleware: requireUser(),
  request: { params: itemParams, ...body(updatePlanItemSchema) },
  responses: {
    200: json(planItemSchema, 'Saved'),
    400: error('Invalid note'),
    401: signedOut,
    404: notYours,
  },
});
const removeItemRoute = createRoute({
  method: 'delete',
  path: '/journey/plans/{planId}/items/{itemId}',
  tags: ['journey'],
  summary: 'Remove an item from a plan',
  middleware: requireUser(),
  request: { params: itemParams },
  responses: { 204: { description: 'Removed' }, 401: signedOut, 404: notYours },
});
const reorderRoute = createRoute({
  method: 'put',
  path: '/journey/plans/{planId}/items/order',
  tags: ['journey'],
  summary: 'Put the listed items first in this order (items not listed follow in their old order)',
  middleware: requireUser(),
  request: { params: planParams, ...body(reorderPlanItemsSchema) },
  responses: {
    200: json(planDetailSchema, 'The plan in its new order'),
    400: error('An id is not an item of this plan'),
    401: signedOut,
    404: notYours,
  },
});

export const journeyRouter = createRouter()
  .openapi(listRoute, async (c) => c.json({ items: await listPlans(c.var.db, currentUserId(c)) }, 200))
  .openapi(createPlanRoute, async (c) =>
    c.json(await createPlan(c.var.db, currentUserId(c), c.req.valid('json')), 201),
  )
  .openapi(getPlanRoute, async (c) =>
    c.json(await getPlan(c.var.db, currentUserId(c), c.req.valid('param').planId), 200),
  )
  .openapi(updatePlanRoute, async (c) =>
    c.json(
      await updatePlan(c.var.db, currentUserId(c), c.req.valid('param').planId, c.req.valid('json')),
      200,
    ),
  )
  .openapi(deletePlanRoute, async (c) => {
    await deletePlan(c.var.db, currentUserId(c), c.req.valid('param').planId);
    return c.body(null, 204);
  })
  .openapi(addItemRoute, async (c) => {
    const result = await addPlanItem(
      c.var.db,
      currentUserId(c),
      c.req.valid('param').planId,
      c.req.valid('json'),
    );
    return result.created ? c.json(result, 201) : c.json(result, 200);
  })
  .openapi(savedItemRoute, async (c) => {
    const result = await saveToCurrentPlan(c.var.db, currentUserId(c), c.req.valid('json'));
    return result.created ? c.json(result, 201) : c.json(result, 200);
  })
  .openapi(updateItemRoute, async (c) => {
    const { planId, itemId } = c.req.valid('param');
    return c.json(
      await updatePlanItem(c.var.db, currentUserId(c), planId, itemId, c.req.valid('json').note),
      200,
    );
  })
  .openapi(removeItemRoute, async (c) => {
    const { planId, itemId } = c.req.valid('param');
    await removePlanItem(c.var.db, currentUserId(c), planId, itemId);
    return c.body(null, 204);
  })
  .openapi(reorderRoute, async (c) =>
    c.json(
      await reorderPlanItems(
        c.var.db,
        currentUserId(c),
        c.req.valid('param').planId,
        c.req.valid('json').itemIds,
      ),
      200,
    ),
  );
