import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { addToCartSchema, cartSchema, setCartQuantitySchema } from '@restora/shared/contracts/shop';
import type { AppEnv } from '../../http/app-env';
import { createRouter } from '../../http/router';
import { loadSession } from '../../http/session';
import {
  addToCart,
  buyableProduct,
  clearCart,
  isCartId,
  readCart,
  removeFromCart,
  resolveCart,
  setCartQuantity,
} from '../../services/shop/cart';

export const CART_COOKIE = 'restora_cart';
const CART_COOKIE_DAYS = 60;

/**
 * The request's cart, or null when there is none yet; with `create`, a visitor without one gets a new id
 * (see resolveCart: the cart is written with its first line, and its cookie set then).
 */
async function cartFor(c: Context<AppEnv>, create: boolean) {
  const userId = await loadSession(c);
  const raw = getCookie(c, CART_COOKIE);
  const cart = await resolveCart({
    db: c.var.db,
    userId,
    visitorCartId: isCartId(raw) ? raw : undefined,
    create,
  });
  // Signed in: the visitor cart has been merged into the user's, so its cookie points at nothing now.
  if (userId && raw) deleteCookie(c, CART_COOKIE, { path: '/' });
  return cart;
}

/** The id of the request's cart, or null when it has none. */
const existingCartId = async (c: Context<AppEnv>) => (await cartFor(c, false))?.id ?? null;

function rememberVisitorCart(c: Context<AppEnv>, cartId: string) {
  setCookie(c, CART_COOKIE, cartId, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: CART_COOKIE_DAYS * 86_400,
  });
}

const cartResponse = { description: 'The cart', content: { 'application/json': { schema: cartSchema } } };
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});
const productParams = z.object({ productId: z.coerce.number().int().min(1).max(2_147_483_647) });

const getCartRoute = createRoute({
  method: 'get',
  path: '/cart',
  tags: ['cart'],
  summary: "This visitor's or user's cart, with totals (a visitor cart merges into the user's on sign-in)",
  responses: { 200: cartResponse },
});
const addRoute = createRoute({
  method: 'post',
  path: '/cart/items',
  tags: ['cart'],
  summary: 'Add a product (quantities add up, at most 99 and at most the stock)',
  request: { body: { required: true, content: { 'application/json': { schema: addToCartSchema } } } },
  responses: {
    200: cartResponse,
    400: error('Bad quantity'),
    404: error('Product not found'),
    422: error('Cannot be bought, or not enough stock'),
  },
});
const setRoute = createRoute({
  method: 'patch',
  path: '/cart/items/{productId}',
  tags: ['cart'],
  summary: 'Set the quantity of a line',
  request: {
    params: productParams,
    body: { required: true, content: { 'application/json': { schema: setCartQuantitySchema } } },
  },
  responses: {
    200: cartResponse,
    400: error('Bad quantity'),
    404: error('Not in the cart'),
    422: error('Not enough stock'),
  },
});
const removeRoute = createRoute({
  method: 'delete',
  path: '/cart/items/{productId}',
  tags: ['cart'],
  summary: 'Remove a line',
  request: { params: productParams },
  responses: { 200: cartResponse },
});
const clearRoute = createRoute({
  method: 'delete',
  path: '/cart',
  tags: ['cart'],
  summary: 'Empty the cart',
  responses: { 200: cartResponse },
});

export const cartRouter = createRouter()
  .openapi(getCartRoute, async (c) => c.json(await readCart(c.var.db, await existingCartId(c)), 200))
  .openapi(addRoute, async (c) => {
    const { productId, quantity } = c.req.valid('json');
    // The cart and the product do not depend on each other: both are looked up at once (a product
    // error still answers after the cart is settled: a user's visitor cart merged, as one by one).
    const [cart, product] = await Promise.allSettled([cartFor(c, true), buyableProduct(c.var.db, productId)]);
    if (cart.status === 'rejected') throw cart.reason;
    if (product.status === 'rejected') throw product.reason;
    const ref = cart.value!;
    await addToCart({ db: c.var.db, cart: ref, product: product.value, quantity });
    if (ref.isNew) rememberVisitorCart(c, ref.id);
    return c.json(await readCart(c.var.db, ref.id), 200);
  })
  .openapi(setRoute, async (c) => {
    const cartId = await existingCartId(c);
    await setCartQuantity({
      db: c.var.db,
      cartId,
      productId: c.req.valid('param').productId,
      quantity: c.req.valid('json').quantity,
    });
    return c.json(await readCart(c.var.db, cartId), 200);
  })
  .openapi(removeRoute, async (c) => {
    const cartId = await existingCartId(c);
    await removeFromCart({ db: c.var.db, cartId, productId: c.req.valid('param').productId });
    return c.json(await readCart(c.var.db, cartId), 200);
  })
  .openapi(clearRoute, async (c) => {
    const cartId = await existingCartId(c);
    await clearCart({ db: c.var.db, cartId });
    return c.json(await readCart(c.var.db, cartId), 200);
  });
