import type { Database } from '../../db/client';
import { isCartId, resolveCart } from './cart';

/**
 * Whose cart a request works on, as the HTTP layer knows them: the signed-in user (looked up when asked,
 * so that an add can look its product up meanwhile) and the visitor cart cookie, which a cart use case
 * sets for a new visitor cart and retires once that cart has merged into the user's.
 */
export type CartHolder = {
  userId: () => Promise<string | null>;
  /** The visitor cart cookie as sent: possibly forged or mangled. */
  visitorCookie: string | undefined;
  rememberVisitorCart: (cartId: string) => void;
  forgetVisitorCart: () => void;
};

export type CartOptions = { db: Database; holder: CartHolder };

/**
 * The holder's cart, or null when there is none yet; with `create`, a visitor without one gets a new id
 * (see resolveCart: the cart is written with its first line, and its cookie set then).
 */
export async function openCart({ db, holder, create }: CartOptions & { create: boolean }) {
  const userId = await holder.userId();
  const raw = holder.visitorCookie;
  const cart = await resolveCart({ db, userId, visitorCartId: isCartId(raw) ? raw : undefined, create });
  // Signed in: the visitor cart has been merged into the user's, so its cookie points at nothing now.
  if (userId && raw) holder.forgetVisitorCart();
  return cart;
}

/** The id of the holder's cart, or null when they have none. */
export async function existingCartId(options: CartOptions) {
  return (await openCart({ ...options, create: false }))?.id ?? null;
}
