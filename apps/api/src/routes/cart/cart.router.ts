import { createRoute, z } from '@hono/zod-openapi';
import { addToCartSchema, cartSchema, setCartQuantitySchema } from '@restora/shared/contracts/shop';
import { cartHolder } from '../../http/cart-holder';
import { errorResponse, int4Id, jsonBody, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { addCartItem } from '../../services/shop/add-cart-item';
import { emptyCart } from '../../services/shop/empty-cart';
import { getCart } from '../../services/shop/get-cart';
import { removeCartItem } from '../../services/shop/remove-cart-item';
import { setCartItemQuantity } from '../../services/shop/set-cart-item-quantity';

const cartResponse = jsonContent(cartSchema, 'The cart');
const productParams = z.object({ productId: int4Id });

const getCartRoute = createRoute({
  method: 'get',
  path: '/cart',
  tags: ['cart'],
  summary: "This visitor's or user's cart, with totals (a visitor cart merges into the user's on sign-in)",
  responses: { 200: cartResponse },
});
const getCartHandler: AppRouteHandler<typeof getCartRoute> = async (c) =>
  c.json(await getCart({ db: c.var.db, holder: cartHolder(c) }), 200);

const addItemRoute = createRoute({
  method: 'post',
  path: '/cart/items',
  tags: ['cart'],
  summary: 'Add a product (quantities add up, at most 99 and at most the stock)',
  request: { body: jsonBody(addToCartSchema) },
  responses: {
    200: cartResponse,
    400: errorResponse('Bad quantity'),
    404: errorResponse('Product not found'),
    422: errorResponse('Cannot be bought, or not enough stock'),
  },
});
const addItemHandler: AppRouteHandler<typeof addItemRoute> = async (c) => {
  const { productId, quantity } = c.req.valid('json');
  return c.json(await addCartItem({ db: c.var.db, holder: cartHolder(c), productId, quantity }), 200);
};

const setQuantityRoute = createRoute({
  method: 'patch',
  path: '/cart/items/{productId}',
  tags: ['cart'],
  summary: 'Set the quantity of a line',
  request: { params: productParams, body: jsonBody(setCartQuantitySchema) },
  responses: {
    200: cartResponse,
    400: errorResponse('Bad quantity'),
    404: errorResponse('Not in the cart'),
    422: errorResponse('Not enough stock'),
  },
});
const setQuantityHandler: AppRouteHandler<typeof setQuantityRoute> = async (c) =>
  c.json(
    await setCartItemQuantity({
      db: c.var.db,
      holder: cartHolder(c),
      productId: c.req.valid('param').productId,
      quantity: c.req.valid('json').quantity,
    }),
    200,
  );

const removeItemRoute = createRoute({
  method: 'delete',
  path: '/cart/items/{productId}',
  tags: ['cart'],
  summary: 'Remove a line',
  request: { params: productParams },
  responses: { 200: cartResponse },
});
const removeItemHandler: AppRouteHandler<typeof removeItemRoute> = async (c) =>
  c.json(
    await removeCartItem({ db: c.var.db, holder: cartHolder(c), productId: c.req.valid('param').productId }),
    200,
  );

const emptyCartRoute = createRoute({
  method: 'delete',
  path: '/cart',
  tags: ['cart'],
  summary: 'Empty the cart',
  responses: { 200: cartResponse },
});
const emptyCartHandler: AppRouteHandler<typeof emptyCartRoute> = async (c) =>
  c.json(await emptyCart({ db: c.var.db, holder: cartHolder(c) }), 200);

export const cartRouter = createRouter()
  .openapi(getCartRoute, getCartHandler)
  .openapi(addItemRoute, addItemHandler)
  .openapi(setQuantityRoute, setQuantityHandler)
  .openapi(removeItemRoute, removeItemHandler)
  .openapi(emptyCartRoute, emptyCartHandler);
