import { useEffect } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useRequireAuth } from '@/features/account/hooks/use-require-auth';
import { useOrder } from '@/features/orders/api/get-order';
import { OrderDetails } from '@/features/orders/components/order-details';
import { ApiError } from '@/lib/api-client';
import { useIdParam } from '@/lib/id-param';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const navigate = useNavigate();
  const id = useIdParam('orderId');
  const { user } = useRequireAuth({ description: 'Please sign in to see your order.' });
  const order = useOrder(id ?? 0, { enabled: Boolean(user) && id !== null });
  const notFound = (order.error instanceof ApiError && order.error.status === 404) || (user && id === null);
  const failed = order.isError && !notFound;

  useEffect(() => {
    if (!notFound) return;
    toast({
      title: 'Order Not Found',
      description: "We couldn't find the order you're looking for.",
      variant: 'destructive',
    });
    void navigate(paths.marketplace.to(), { replace: true });
  }, [notFound, navigate]);

  useEffect(() => {
    if (failed) toast({ title: 'Error', description: 'Failed to load your order.', variant: 'destructive' });
  }, [failed]);

  return (
    <Container className="py-10 md:py-14">
      <PageMeta title="Order Confirmation" description="Your order, its status and where it ships." />
      {order.isSuccess ? (
        <>
          <div className="flex items-start gap-4">
            <CheckCircle2 className="mt-1 size-10 shrink-0 text-success" aria-hidden />
            <div>
              <h1 className="text-4xl font-semibold">Order Confirmed!</h1>
              <p className="mt-2 text-sand-700">
                Thank you for your order #{order.data.id}. Here is what happens next.
              </p>
            </div>
          </div>
          <OrderDetails
            order={order.data}
            actions={
              <>
                <Button asChild>
                  <Link to={paths.orders.to()}>View All Orders</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to={paths.marketplace.to()}>Continue Shopping</Link>
                </Button>
              </>
            }
          />
        </>
      ) : failed ? (
        <div role="alert" className="rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
          <h1 className="text-2xl font-semibold">Order Confirmation</h1>
          <p className="mt-2">Failed to load your order.</p>
          <Button className="mt-3" size="sm" onClick={() => void order.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <h1 className="sr-only">Order Confirmation</h1>
          <PageLoading />
        </>
      )}
    </Container>
  );
}
