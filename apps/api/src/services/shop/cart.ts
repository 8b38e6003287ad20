import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Cart } from '@restora/shared/contracts/shop';
import { cartTotals, isPurchasable } from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { cartItems, carts, products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { toProduct } from './product-dto';

export const MAX_QUANTITY = 99;

export function newCartId() {
  return randomBytes(24).toString('base64url');
}

/** Whether a cookie value can be a cart id (base64url); a forged or mangled one names no cart. */
export function isCartId(value: string | undefined): value is string {
  return value !== undefined && /^[\w-]{1,64}$/.test(value);
}

/**
 * The cart a request works on. A signed-in user's cart is theirs; a visitor's is found by the id in their
 * cookie. When a user arrives with a visitor cart, its lines are merged into the user's cart (quantities
 * added, capped at 99) and the visitor cart is deleted.
 */
export async function resolveCart({
  db,
  userId,
  visitorCartId,
  create,
}: {
  db: Database;
  userId: string | null;
  visitorCartId: string | undefined;
  create: boolean;
}): Promise<{ cartId: string | null; visitorCartId: string | null }> {
  if (!userId) {
    if (visitorCartId) {
      const [found] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, visitorCartId), isNull(carts.userId)));
      if (found) return { cartId: found.id, visitorCartId: found.id };
    }
    if (!create) return { cartId: null, visitorCartId: null };
    const id = newCartId();
    await db.insert(carts).values({ id });
    return { cartId: id, visitorCartId: id };
  }
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ id: newCartId(), userId }).onConflictDoNothing({ target: carts.userId });
    const [mine] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (visitorCartId && visitorCartId !== mine!.id) {
      const [visitor] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, visitorCartId), isNull(carts.userId)));
      if (visitor) {
        await tx.execute(sql`
          insert into ${cartItems} (cart_id, product_id, quantity)
          select ${mine!.id}, product_id, quantity from ${cartItems} where cart_id = ${visitor.id}
          on conflict (cart_id, product_id)
          do update set quantity = least(${MAX_QUANTITY}, ${cartItems.quantity} + excluded.quantity)`);
        await tx.delete(carts).where(eq(carts.id, visitor.id));
      }
    }
    return { cartId: mine!.id, visitorCartId: null };
  });
}

export async function readCart(db: Database, cartId: string | null): Promise<Cart> {
  const rows = cartId
    ? await db
        .select({ product: products, quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.addedAt), asc(products.id))
    : [];
  const lines = rows.map(({ product, quantity }) => ({
    product: toProduct(product),
    quantity,
    unitPriceCents: product.effectivePriceCents,
  }));
  const totals = cartTotals(lines);
  return {
    items: lines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      unitPrice: l.unitPriceCents / 100,
      lineTotal: (l.unitPriceCents * l.quantity) / 100,
    })),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotal: totals.subtotalCents / 100,
    tax: totals.taxCents / 100,
    shipping: totals.shippingCents / 100,
    total: totals.totalCents / 100,
  };
}

/** The product, if it exists and can be bought (404, 422 otherwise). */
export async function buyableProduct(db: Database, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) throw new AppError('not_found', 'Product not found');
  if (!isPurchasable(product.status))
    throw new AppError('unprocessable', `${product.name} cannot be bought right now.`);
  return product;
}

function notEnoughStock(product: { name: string; stock: number }) {
  return new AppError('unprocessable', `Only ${product.stock} of ${product.name} left.`, {
    quantity: `Only ${product.stock} left`,
  });
}

function checkStock(product: { name: string; stock: number }, quantity: number) {
  if (quantity > product.stock) throw notEnoughStock(product);
}

/**
 * Adds to the line (or creates it), at most 99, and refuses more than the stock; `product` comes from
 * buyableProduct. One statement: the sum is made and checked against the stock by the upsert itself. The
 * cart's date is set while the caller reads the cart back.
 */
export async function addToCart({
  db,
  cartId,
  product,
  quantity,
}: {
  db: Database;
  cartId: string;
  product: { id: number; name: string; stock: number };
  quantity: number;
}) {
  // A new line holds min(99, quantity); an existing one the capped sum, checked by the upsert.
  checkStock(product, Math.min(MAX_QUANTITY, quantity));
  const next = sql`least(${MAX_QUANTITY}, ${cartItems.quantity} + excluded.quantity)`;
  const [line] = await db
    .insert(cartItems)
    .values({ cartId, productId: product.id, quantity: Math.min(MAX_QUANTITY, quantity) })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      set: { quantity: next },
      setWhere: sql`${next} <= ${product.stock}`,
    })
    .returning({ quantity: cartItems.quantity });
  if (!line) throw notEnoughStock(product);
}

/** Marks the cart as changed now (to run alongside reading it back). */
export async function touchCart(db: Database, cartId: string) {
  await db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
}

export async function setCartQuantity({
  db,
  cartId,
  productId,
  quantity,
}: {
  db: Database;
  cartId: string | null;
  productId: number;
  quantity: number;
}) {
  const product = await buyableProduct(db, productId);
  checkStock(product, quantity);
  const updated = cartId
    ? await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
        .returning({ productId: cartItems.productId })
    : [];
  if (!updated.length) throw new AppError('not_found', 'That product is not in your cart.');
}

export async function removeFromCart({
  db,
  cartId,
  productId,
}: {
  db: Database;
  cartId: string | null;
  productId: number;
}) {
  if (!cartId) return;
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

export async function clearCart({ db, cartId }: { db: Database; cartId: string | null }) {
  if (!cartId) return;
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
