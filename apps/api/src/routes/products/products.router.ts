import { createRoute } from '@hono/zod-openapi';
import { productSchema, productsQuerySchema, productsResponseSchema } from '@restora/shared/contracts/shop';
import { errorResponse, idParams, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { getProduct, listProducts } from '../../services/shop/list-products';

const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags: ['shop'],
  summary:
    'Marketplace products: search (name or category), categories, price bands, types, availability, paged',
  request: { query: productsQuerySchema },
  responses: {
    200: jsonContent(productsResponseSchema, 'Products'),
    400: errorResponse('Bad parameter'),
  },
});
const listProductsHandler: AppRouteHandler<typeof listProductsRoute> = async (c) =>
  c.json(await listProducts({ db: c.var.readDb, query: c.req.valid('query') }), 200);

const getProductRoute = createRoute({
  method: 'get',
  path: '/products/{id}',
  tags: ['shop'],
  summary: 'One product',
  request: { params: idParams },
  responses: {
    200: jsonContent(productSchema, 'The product'),
    400: errorResponse('Bad id'),
    404: errorResponse('Product not found'),
  },
});
const getProductHandler: AppRouteHandler<typeof getProductRoute> = async (c) =>
  c.json(await getProduct({ db: c.var.readDb, id: c.req.valid('param').id }), 200);

export const productsRouter = createRouter()
  .openapi(listProductsRoute, listProductsHandler)
  .openapi(getProductRoute, getProductHandler);
