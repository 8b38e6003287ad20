import { toast } from '@/components/ui/toast-store';
import { useAddToCart, type CartProduct } from '../api/add-to-cart';

/** Adds a product and says so in a toast (docs/decisions/marketplace-search.md), or says it failed. */
export function useAddProduct() {
  const mutation = useAddToCart({
    onAdded: (product) =>
      toast({
        title: product.productType === 'pre_order' ? 'Pre-Order Added' : 'Added to Cart',
        description: `${product.name} has been added to your cart.`,
      }),
    onFailed: () =>
      toast({
        title: 'Error',
        description: 'Failed to add product to cart. Please try again.',
        variant: 'destructive',
      }),
  });
  const add = (product: CartProduct, quantity = 1) => mutation.mutate({ product, quantity });
  return { add, isPending: mutation.isPending };
}

/** The action's label: what a disabled button says is why it is disabled. */
export function purchaseLabel(product: CartProduct, kind: 'card' | 'page'): string {
  if (product.status === 'out_of_stock') return 'Out of Stock';
  if (product.status === 'coming_soon') return 'Coming Soon';
  if (product.productType === 'pre_order') return kind === 'card' ? 'Pre-Order' : 'Pre-Order Now';
  return 'Add to Cart';
}
