import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Cart, CartLine } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartLinesTable } from './cart-lines-table';
import { CartNotices } from './cart-notices';
import { CartSummary } from './cart-summary';

/** The lines split into 'Available Now' and 'Pre-Order Items', the notices and the summary. */
export function CartContents({ cart }: { cart: Cart }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const buyNow = cart.items.filter((line) => line.product.productType === 'buy_now');
  const preOrders = cart.items.filter((line) => line.product.productType === 'pre_order');

  // mutateAsync, not mutate(vars, { onSuccess }): TanStack Query drops the callbacks given to mutate() when
  // this view unmounts (removing the last line swaps it for the empty cart) or when the same hook is fired
  // again (a second line removed before the first answered). The awaited promise settles either way.
  const onQuantity = async (line: CartLine, quantity: number) => {
    try {
      await update.mutateAsync({ productId: line.product.id, quantity });
    } catch {
      toast({ title: 'Error', description: 'Failed to update your cart', variant: 'destructive' });
      return;
    }
    toast({ title: 'Cart Updated', description: `${line.product.name}: quantity ${quantity}.` });
  };
  const onRemove = async (line: CartLine) => {
    try {
      await remove.mutateAsync(line.product.id);
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to remove item from your cart.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Item Removed',
      description: `${line.product.name} has been removed from your cart.`,
    });
  };

  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="grid min-w-0 gap-6">
        {buyNow.length ? (
          <CartLinesTable
            id="cart-available-now"
            title="Available Now"
            lines={buyNow}
            onQuantity={onQuantity}
            onRemove={onRemove}
          />
        ) : null}
        {preOrders.length ? (
          <CartLinesTable
            id="cart-pre-orders"
            title="Pre-Order Items"
            lines={preOrders}
            onQuantity={onQuantity}
            onRemove={onRemove}
          />
        ) : null}
        <CartNotices hasPreOrders={preOrders.length > 0} mixed={preOrders.length > 0 && buyNow.length > 0} />
      </div>
      <div className="lg:sticky lg:top-28">
        <CartSummary cart={cart}>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.checkout.to()}>
              Proceed to Checkout <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Link
            to={paths.marketplace.to()}
            className="text-center text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
          >
            Continue Shopping
          </Link>
        </CartSummary>
      </div>
    </div>
  );
}
