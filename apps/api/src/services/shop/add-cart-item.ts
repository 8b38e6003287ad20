import type { Cart } from '@restora/shared/contracts/shop';
import { addToCart, buyableProduct, readCart } from './cart';
import { openCart, type CartOptions } from './cart-holder';

/** Adds a product to the holder's cart; a visitor's first add creates their cart and remembers it. */
export async function addCartItem({
  db,
  holder,
  productId,
  quantity,
}: CartOptions & { productId: number; quantity: number }): Promise<Cart> {
  // The cart and the product do not depend on each other: both are looked up at once (a product
  // error still answers after the cart is settled: a user's visitor cart merged, as one by one).
  const [cart, product] = await Promise.allSettled([
    openCart({ db, holder, create: true }),
    buyableProduct(db, productId),
  ]);
  if (cart.status === 'rejected') throw cart.reason;
  if (product.status === 'rejected') throw product.reason;
  const ref = cart.value!;
  await addToCart({ db, cart: ref, product: product.value, quantity });
  if (ref.isNew) holder.rememberVisitorCart(ref.id);
  return readCart(db, ref.id);
}
