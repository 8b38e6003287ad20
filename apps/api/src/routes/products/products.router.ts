import { createRoute, z } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { productSchema, productsQuerySchema, productsResponseSchema } from '@restora/shared/contracts/shop';
import { createRouter } from '../../http/router';
import { getProduct, listProducts } from '../../services/shop/list-products';

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags: ['shop'],
  summary:
    'Marketplace products: search (name or category), categories, price bands, types, availability, paged',
  request: { query: productsQuerySchema },
  responses: {
    200: { description: 'Products', content: { 'application/json': { schema: productsResponseSchema } } },
    400: error('Bad parameter'),
  },
});

const getProductRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['shop'],
  summary: 'One product',
  request: { params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }) },
  responses: {
    200: { description: 'The product', content: { 'application/json': { schema: productSchema } } },
    400: error('Bad id'),
    404: error('Product not found'),
  },
});

export const productsRouter = createRouter()
  .openapi(listProductsRoute, async (c) =>
    c.json(await listProducts({ db: c.var.db, query: c.req.valid('query') }), 200),
  )
  .openapi(getProductRoute, async (c) =>
    c.json(await getProduct({ db: c.var.db, id: c.req.valid('param').id }), 200),
  );
