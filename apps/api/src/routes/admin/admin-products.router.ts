import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { adminProductPatchSchema, adminProductSchema, productSchema } from '@restora/shared/contracts/shop';
import { createRouter } from '../../http/router';
import { requireAdmin } from '../../http/require-admin';
import {
  createProduct,
  deleteProduct,
  listAdminProducts,
  updateProduct,
} from '../../services/shop/admin-products';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});
const product = (description: string) => ({
  description,
  content: { 'application/json': { schema: productSchema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});
const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const guarded = { 401: error('Not signed in'), 403: error('Not an administrator') };

const listAdminProductsRoute = createRoute({
  method: 'get',
  path: '/admin/products',
  tags: ['admin'],
  summary: 'Every product with its stock (administrators only)',
  middleware: requireAdmin(),
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }) },
  responses: {
    200: {
      description: 'Products',
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(productSchema.extend({ stock: z.number() })),
            total: z.number(),
            page: z.number(),
            pageCount: z.number(),
          }),
        },
      },
    },
    ...guarded,
  },
});

const createProductRoute = createRoute({
  method: 'post',
  path: '/admin/products',
  tags: ['admin'],
  summary: 'Add a product (administrators only)',
  middleware: requireAdmin(),
  request: { body: body(adminProductSchema) },
  responses: { 201: product('Created'), 400: error('Invalid product'), ...guarded },
});

const updateProductRoute = createRoute({
  method: 'patch',
  path: '/admin/products/{id}',
  tags: ['admin'],
  summary: 'Change status, stock or prices (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams, body: body(adminProductPatchSchema) },
  responses: {
    200: product('Updated'),
    400: error('Invalid change'),
    404: error('No such product'),
    ...guarded,
  },
});

const deleteProductRoute = createRoute({
  method: 'delete',
  path: '/admin/products/{id}',
  tags: ['admin'],
  summary: 'Delete a product that has never been ordered (administrators only)',
  middleware: requireAdmin(),
  request: { params: idParams },
  responses: {
    204: { description: 'Deleted' },
    404: error('No such product'),
    409: error('Has orders'),
    ...guarded,
  },
});

export const adminProductsRouter = createRouter()
  .openapi(listAdminProductsRoute, async (c) =>
    c.json(await listAdminProducts({ db: c.var.db, page: c.req.valid('query').page }), 200),
  )
  .openapi(createProductRoute, async (c) =>
    c.json(await createProduct({ db: c.var.db, input: c.req.valid('json') }), 201),
  )
  .openapi(updateProductRoute, async (c) =>
    c.json(
      await updateProduct({ db: c.var.db, id: c.req.valid('param').id, patch: c.req.valid('json') }),
      200,
    ),
  )
  .openapi(deleteProductRoute, async (c) => {
    await deleteProduct({ db: c.var.db, id: c.req.valid('param').id });
    return c.body(null, 204);
  });
