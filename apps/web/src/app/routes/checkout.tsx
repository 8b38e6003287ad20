import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CardPayment } from '@restora/shared/contracts/payments';
import { CardPaymentForm } from '@/components/payment/card-payment-form';
import { useIdempotencyKey } from '@/components/payment/use-idempotency-key';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { getSessionQueryOptions } from '@/features/account/api/get-session';
import { useRequireAuth } from '@/features/account/hooks/use-require-auth';
import { getCartQueryOptions, useCart } from '@/features/cart/api/get-cart';
import { CartNotices } from '@/features/cart/components/cart-notices';
import { CartSummary } from '@/features/cart/components/cart-summary';
import { useCreateOrder } from '@/features/orders/api/create-order';
import { ShippingAddressFields } from '@/features/orders/components/shipping-address-fields';
import { useShippingAddressForm } from '@/features/orders/components/use-shipping-address-form';
import { ApiError } from '@/lib/api-client';
import { formatMoneyWithCents } from '@/lib/format';
import { PageLoading } from '../layout/page-loading';
import type { MarketplaceState } from './marketplace';

// There are two texts for an empty cart, and one toast shows at a time (docs/decisions/cart-and-checkout.md):
// opening checkout with an empty cart gets the first; paying for a cart that emptied meanwhile (another tab)
// gets the second.
/** The marketplace says why the person is there (see marketplace.tsx). */
const emptyCartState: MarketplaceState = { emptyCart: true };

const emptyCartToast = (description: string) =>
  toast({ title: 'Empty Cart', description, variant: 'destructive' });

export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading } = useRequireAuth({ description: 'Please sign in to check out.' });
  const cart = useCart({ enabled: Boolean(user) });
  const placeOrder = useCreateOrder();
  const idempotency = useIdempotencyKey();
  const address = useShippingAddressForm();
  const [soldOut, setSoldOut] = useState<string | null>(null);
  // Once the order is placed the cart is empty on purpose: no 'Empty Cart' then.
  const placed = useRef(false);

  // Only for a signed-in user: the header's cart may already be cached for a visitor.
  const empty = Boolean(user) && cart.isSuccess && cart.data.items.length === 0;
  useEffect(() => {
    if (!empty || placed.current) return;
    emptyCartToast('Your cart is empty. Add items before checking out.');
    void navigate(paths.marketplace.to(), { replace: true, state: emptyCartState });
  }, [empty, navigate]);

  useEffect(() => {
    if (!cart.isError || placed.current) return;
    toast({
      title: 'Error',
      description: 'Failed to load your cart. Please try again.',
      variant: 'destructive',
    });
    void navigate(paths.cart.to(), { replace: true });
  }, [cart.isError, navigate]);

  const onPay = async (card: CardPayment) => {
    setSoldOut(null);
    const shippingAddress = await address.validAddress();
    if (!shippingAddress) return;
    // The request less the card (see useIdempotencyKey): the server refuses a key reused for another
    // address (docs/decisions/payments.md); a second order of the cart it refuses by itself.
    const orderPaid = {
      lines: cart.data?.items.map((line) => [line.product.id, line.quantity]),
      shippingAddress,
    };
    try {
      const order = await idempotency.attempt(orderPaid, (idempotencyKey) =>
        placeOrder.mutateAsync({ input: { shippingAddress, card }, idempotencyKey }),
      );
      placed.current = true;
      toast({ title: 'Order Placed Successfully', description: `Your order #${order.id} has been placed.` });
      void navigate(paths.orderConfirmation.to(order.id), { replace: true });
      void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 400) {
        address.applyServerErrors(error);
      } else if (error.status === 402) {
        toast({
          title: 'Payment Failed',
          description: 'There was an error processing your payment. Please try again.',
          variant: 'destructive',
        });
      } else if (error.status === 409) {
        setSoldOut(error.message);
        void queryClient.invalidateQueries({ queryKey: getCartQueryOptions().queryKey });
      } else if (error.status === 422) {
        placed.current = true;
        emptyCartToast('Please add items before checkout');
        void navigate(paths.marketplace.to(), { replace: true, state: emptyCartState });
      } else if (error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey });
      } else {
        toast({ title: 'Error', description: error.message, variant: 'destructive' });
      }
      throw error;
    }
  };

  const ready = user && cart.isSuccess && !empty;

  return (
    <Container className="py-10 md:py-14">
      <PageMeta title="Checkout" description="Pay for your order and choose where it ships." />
      {!ready || isLoading ? (
        <>
          <h1 className="sr-only">Checkout</h1>
          <PageLoading />
        </>
      ) : (
        <>
          <h1 className="text-4xl font-semibold">Checkout</h1>
          <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
            <section
              aria-label="Shipping and payment"
              className="order-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8 lg:order-1"
            >
              {soldOut ? (
                <div
                  role="alert"
                  className="mb-6 rounded-xl border border-accent-200 bg-accent-50 p-4 text-sm"
                >
                  <p className="font-semibold text-accent-700">{soldOut}</p>
                  <Link
                    to={paths.cart.to()}
                    className="mt-2 inline-block font-medium text-primary-700 underline"
                  >
                    Review your cart
                  </Link>
                </div>
              ) : null}
              {/* Shows the address errors too when the card form stops the submit on a card error. */}
              <div onSubmitCapture={() => void address.form.trigger()}>
                <CardPaymentForm onPay={onPay} payLabel={`Pay ${formatMoneyWithCents(cart.data.totalCents)}`}>
                  <ShippingAddressFields form={address.form} />
                </CardPaymentForm>
              </div>
            </section>
            <div className="order-1 grid gap-4 lg:sticky lg:top-28 lg:order-2">
              <CartSummary cart={cart.data} listItems>
                <Link
                  to={paths.cart.to()}
                  className="text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
                >
                  Edit cart
                </Link>
              </CartSummary>
              <CartNotices
                hasPreOrders={cart.data.items.some((l) => l.product.productType === 'pre_order')}
                mixed={new Set(cart.data.items.map((l) => l.product.productType)).size > 1}
              />
            </div>
          </div>
        </>
      )}
    </Container>
  );
}
