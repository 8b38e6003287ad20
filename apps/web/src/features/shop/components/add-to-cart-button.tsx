import { LoaderCircle, ShoppingBag } from 'lucide-react';
import { isPurchasable } from '@restora/shared/domain/shop-rules';
import { Button } from '@/components/ui/button';
import type { CartProduct } from '../api/add-to-cart';
import { purchaseLabel, useAddProduct } from './use-add-product';

type AddToCartButtonProps = {
  product: CartProduct;
  kind: 'card' | 'page';
  quantity?: number;
  className?: string;
  /** The id of the product's name, so "Add to Cart" is announced with what it adds. */
  describedBy?: string;
};

/** Disabled, saying why, for out-of-stock and coming-soon products; cannot be fired twice while adding. */
export function AddToCartButton({
  product,
  kind,
  quantity = 1,
  className,
  describedBy,
}: AddToCartButtonProps) {
  const { add, isPending } = useAddProduct();
  const purchasable = isPurchasable(product.status);
  return (
    <Button
      size={kind === 'page' ? 'lg' : 'sm'}
      variant={purchasable ? 'primary' : 'outline'}
      className={className}
      disabled={!purchasable || isPending}
      aria-describedby={describedBy}
      onClick={() => add(product, quantity)}
    >
      {isPending ? (
        <LoaderCircle className="animate-spin" aria-hidden />
      ) : purchasable ? (
        <ShoppingBag aria-hidden />
      ) : null}
      {purchaseLabel(product, kind)}
    </Button>
  );
}
