import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { toast } from '@/components/ui/toast-store';
import { useRequireAuth } from '@/features/account/hooks/use-require-auth';
import { useOrders } from '@/features/orders/api/get-orders';
import { OrderStatusLegend } from '@/features/orders/components/order-status-badge';
import { OrdersEmpty } from '@/features/orders/components/orders-empty';
import { OrdersSkeleton } from '@/features/orders/components/orders-skeleton';
import { OrdersTable } from '@/features/orders/components/orders-table';

export function Component() {
  const { user } = useRequireAuth({ description: 'Please sign in to see your orders.' });
  const orders = useOrders({ enabled: Boolean(user) });

  useEffect(() => {
    if (orders.isError) {
      toast({
        title: 'Error',
        description: 'Failed to load your orders. Please try again.',
        variant: 'destructive',
      });
    }
  }, [orders.isError, orders.errorUpdatedAt]);

  return (
    <Container className="py-10 md:py-14">
      <PageMeta title="My Orders" description="Your marketplace orders and their status." />
      <h1 className="text-4xl font-semibold">My Orders</h1>
      <p className="mt-2 text-sand-700">
        Follow your orders, open their details, or cancel one not yet shipped.
      </p>
      {!user || orders.isPending ? (
        <OrdersSkeleton />
      ) : orders.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
          <p>Failed to load your orders. Please try again.</p>
          <Button className="mt-3" size="sm" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </div>
      ) : orders.data.items.length ? (
        <>
          <OrdersTable orders={orders.data.items} />
          <OrderStatusLegend />
        </>
      ) : (
        <OrdersEmpty />
      )}
    </Container>
  );
}
