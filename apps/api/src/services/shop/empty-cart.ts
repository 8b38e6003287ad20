import type { Cart } from '@restora/shared/contracts/shop';
import { clearCart, readCart } from './cart';
import { existingCartId, type CartOptions } from './cart-holder';

/** Removes every line from the holder's cart. */
export async function emptyCart(options: CartOptions): Promise<Cart> {
  const cartId = await existingCartId(options);
  await clearCart({ db: options.db, cartId });
  return readCart(options.db, cartId);
}
