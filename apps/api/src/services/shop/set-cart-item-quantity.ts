import type { Cart } from '@restora/shared/contracts/shop';
import { readCart, setCartQuantity } from './cart';
import { existingCartId, type CartOptions } from './cart-holder';

/** Sets the quantity of a line of the holder's cart (404 when the product is not in it). */
export async function setCartItemQuantity({
  db,
  holder,
  productId,
  quantity,
}: CartOptions & { productId: number; quantity: number }): Promise<Cart> {
  const cartId = await existingCartId({ db, holder });
  await setCartQuantity({ db, cartId, productId, quantity });
  return readCart(db, cartId);
}
