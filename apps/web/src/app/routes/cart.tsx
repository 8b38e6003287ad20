import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { useCart } from '@/features/cart/api/get-cart';
import { CartContents } from '@/features/cart/components/cart-contents';
import { CartEmpty } from '@/features/cart/components/cart-empty';
import { CartSkeleton } from '@/features/cart/components/cart-skeleton';

export function Component() {
  const cart = useCart();

  return (
    <Container className="py-10 md:py-14">
      <PageMeta title="Your Cart" description="The products in your cart, ready for checkout." />
      <h1 className="text-4xl font-semibold">Your Cart</h1>
      {cart.isPending ? (
        <CartSkeleton />
      ) : cart.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
          <p>Failed to load your cart. Please try again.</p>
          <Button className="mt-3" size="sm" onClick={() => void cart.refetch()}>
            Try again
          </Button>
        </div>
      ) : cart.data.items.length ? (
        <CartContents cart={cart.data} />
      ) : (
        <CartEmpty />
      )}
    </Container>
  );
}
