import { Route, Routes } from 'react-router';
import { DetailError } from './components/detail-states';
import { OrderDetail } from './components/order-detail';
import { OrdersList } from './components/orders-list';

/** /admin/orders and /admin/orders/:id (docs/decisions/admin-bookings.md). */
export default function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderDetail />} />
      <Route path="*" element={<DetailError message="Page not found" back="All orders" />} />
    </Routes>
  );
}
