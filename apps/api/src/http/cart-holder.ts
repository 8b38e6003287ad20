import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CartHolder } from '../services/shop/cart-holder';
import type { AppEnv } from './app-env';
import { loadSession } from './session';

const CART_COOKIE = 'restora_cart';
const CART_COOKIE_DAYS = 60;

/** The request as the cart use cases see it: its session, and its visitor cart cookie. */
export function cartHolder(c: Context<AppEnv>): CartHolder {
  return {
    userId: () => loadSession(c),
    visitorCookie: getCookie(c, CART_COOKIE),
    rememberVisitorCart: (cartId) =>
      setCookie(c, CART_COOKIE, cartId, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: new URL(c.req.url).protocol === 'https:',
        path: '/',
        maxAge: CART_COOKIE_DAYS * 86_400,
      }),
    forgetVisitorCart: () => deleteCookie(c, CART_COOKIE, { path: '/' }),
  };
}
