import { Route, Routes } from 'react-router';
import { IdDetail } from '../components/id-detail';
import { DetailError } from './components/detail-states';
import { OrderDetail } from './components/order-detail';
import { OrdersList } from './components/orders-list';

/** /admin/orders and /admin/orders/:id (docs/decisions/admin-bookings.md). */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route
        path=":id"
        element={
          <IdDetail back={{ to: '/admin/orders', label: 'All orders' }}>
            {(id) => <OrderDetail id={id} />}
          </IdDetail>
        }
      />
      <Route path="*" element={<DetailError back="All orders" />} />
    </Routes>
  );
}
