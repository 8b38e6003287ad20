import type { Product } from '@restora/shared/contracts/shop';
import { toast } from '../../../components/ui/toast-store';
import { useAddToCart } from '../api/add-to-cart';

/** Adds a product and says so in a toast (spec §8), or says it failed. */
export function useAddProduct() {
  const mutation = useAddToCart();
  const add = (product: Product, quantity = 1) =>
    mutation.mutate(
      { productId: product.id, quantity },
      {
        onSuccess: () =>
          toast({
            title: product.productType === 'pre_order' ? 'Pre-Order Added' : 'Added to Cart',
            description: `${product.name} has been added to your cart.`,
          }),
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to add product to cart. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  return { add, isPending: mutation.isPending };
}

/** The action's label: what a disabled button says is why it is disabled. */
export function purchaseLabel(product: Product, kind: 'card' | 'page'): string {
  if (product.status === 'out_of_stock') return 'Out of Stock';
  if (product.status === 'coming_soon') return 'Coming Soon';
  if (product.productType === 'pre_order') return kind === 'card' ? 'Pre-Order' : 'Pre-Order Now';
  return 'Add to Cart';
}
