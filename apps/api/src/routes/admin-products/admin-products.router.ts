import { createRoute } from '@hono/zod-openapi';
import {
  adminProductDetailSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductPatchSchema,
  adminProductSchema,
} from '@restora/shared/contracts/shop';
import { auditActor } from '../../http/audit-actor';
import {
  adminOnly,
  errorResponse,
  idParams,
  jsonBody,
  jsonContent,
  type AppRouteHandler,
} from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import {
  createProduct,
  deleteProduct,
  getAdminProduct,
  listAdminProducts,
  updateProduct,
} from '../../services/shop/admin-products';

const guarded = adminOnly;

const listAdminProductsRoute = createRoute({
  method: 'get',
  path: '/admin/products',
  tags: ['admin'],
  summary: 'Every product with its stock (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminProductListQuerySchema },
  responses: {
    200: jsonContent(adminProductPageSchema, 'Products'),
    400: errorResponse('Invalid query'),
    ...guarded,
  },
});
const listAdminProductsHandler: AppRouteHandler<typeof listAdminProductsRoute> = async (c) =>
  c.json(await listAdminProducts({ db: c.var.db, query: c.req.valid('query') }), 200);

const createProductRoute = createRoute({
  method: 'post',
  path: '/admin/products',
  tags: ['admin'],
  summary: 'Add a product (administrators only)',
  middleware: requireAdmin(),
  request: { body: jsonBody(adminProductSchema) },
  responses: {
    201: jsonContent(adminProductDetailSchema, 'Created'),
    400: errorResponse('Invalid product'),
    ...guarded,
  },
});
const createProductHandler: AppRouteHandler<typeof createProductRoute> = async (c) =>
  c.json(
    await createProduct({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      input: c.req.valid('json'),
    }),
    201,
  );

const getProductRoute = createRoute({
  method: 'get',
  path: '/admin/products/{id}',
  tags: ['admin'],
  summary: 'One product with its stock, for the editor (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    200: jsonContent(adminProductDetailSchema, 'The product'),
    404: errorResponse('No such product'),
    ...guarded,
  },
});
const getProductHandler: AppRouteHandler<typeof getProductRoute> = async (c) =>
  c.json(await getAdminProduct({ db: c.var.db, id: c.req.valid('param').id }), 200);

const updateProductRoute = createRoute({
  method: 'patch',
  path: '/admin/products/{id}',
  tags: ['admin'],
  summary:
    "Change any of a product's fields: the stock row's status and stock, the editor's all (administrators only)",
  middleware: requireAdmin(),
  request: { params: idParams, body: jsonBody(adminProductPatchSchema) },
  responses: {
    200: jsonContent(adminProductDetailSchema, 'Updated'),
    400: errorResponse('Invalid change'),
    404: errorResponse('No such product'),
    ...guarded,
  },
});
const updateProductHandler: AppRouteHandler<typeof updateProductRoute> = async (c) =>
  c.json(
    await updateProduct({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      patch: c.req.valid('json'),
    }),
    200,
  );

const deleteProductRoute = createRoute({
  method: 'delete',
  path: '/admin/products/{id}',
  tags: ['admin'],
  summary: 'Delete a product that has never been ordered (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    404: errorResponse('No such product'),
    409: errorResponse('Has orders'),
    ...guarded,
  },
});
const deleteProductHandler: AppRouteHandler<typeof deleteProductRoute> = async (c) => {
  await deleteProduct({
    db: c.var.db,
    events: c.var.events,
    actor: auditActor(c, 'operator'),
    id: c.req.valid('param').id,
  });
  return c.body(null, 204);
};

export const adminProductsRouter = createRouter()
  .openapi(listAdminProductsRoute, listAdminProductsHandler)
  .openapi(createProductRoute, createProductHandler)
  .openapi(getProductRoute, getProductHandler)
  .openapi(updateProductRoute, updateProductHandler)
  .openapi(deleteProductRoute, deleteProductHandler);
