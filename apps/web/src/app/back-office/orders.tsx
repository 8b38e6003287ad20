import { paths } from '@/config/paths';
import { OrderDetail } from '@/features/admin/bookings/components/order-detail';
import { DetailError } from '@/features/admin/bookings/components/detail-states';
import { OrdersList } from '@/features/admin/bookings/components/orders-list';
import { IdDetail } from '@/features/admin/components/id-detail';

/** /admin/orders and /admin/orders/:id (docs/decisions/admin-bookings.md). */
export const Component = OrdersList;

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.orders.to(), label: 'All orders' }}>
      {(id) => <OrderDetail id={id} />}
    </IdDetail>
  );
}

/** An address below a order's. */
export function Missing() {
  return <DetailError back={{ to: paths.admin.orders.to(), label: 'All orders' }} />;
}
