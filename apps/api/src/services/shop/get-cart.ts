import type { Cart } from '@restora/shared/contracts/shop';
import { readCart } from './cart';
import { existingCartId, type CartOptions } from './cart-holder';

/** The holder's cart with its totals (empty when they have none yet). */
export async function getCart(options: CartOptions): Promise<Cart> {
  return readCart(options.db, await existingCartId(options));
}
