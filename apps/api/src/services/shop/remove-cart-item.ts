import type { Cart } from '@restora/shared/contracts/shop';
import { readCart, removeFromCart } from './cart';
import { existingCartId, type CartOptions } from './cart-holder';

/** Removes a line from the holder's cart (nothing to remove is not an error). */
export async function removeCartItem({
  db,
  holder,
  productId,
}: CartOptions & { productId: number }): Promise<Cart> {
  const cartId = await existingCartId({ db, holder });
  await removeFromCart({ db, cartId, productId });
  return readCart(db, cartId);
}
