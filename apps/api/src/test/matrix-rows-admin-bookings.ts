/** The operator's bookings and orders rows of the authorization matrix (docs/decisions/admin-bookings.md). */
import { ADMIN, row, type Row } from './matrix-rows';

export function adminBookingsRows(): Row[] {
  // The lists are narrowed to the fixture's own buyer: the admin's answers must hold nothing of A's.
  const mine = (f: { adminBookings: { email: string } }) =>
    `email=${encodeURIComponent(f.adminBookings.email)}`;
  return [
    row('GET /api/admin/bookings', ADMIN, (f) => ({ path: `/api/admin/bookings?${mine(f)}` })),
    row('GET /api/admin/bookings/{id}', ADMIN, (f) => ({
      path: `/api/admin/bookings/${f.adminBookings.bookingId}`,
    })),
    row('POST /api/admin/bookings/{id}/refund', ADMIN, (f) => ({
      path: `/api/admin/bookings/${f.adminBookings.bookingId}/refund`,
      body: { amountCents: 100, reason: 'Matrix goodwill', cancel: false },
    })),
    row('POST /api/admin/refunds/{id}/retry', ADMIN, (f) => ({
      path: `/api/admin/refunds/${f.adminBookings.failedRefundId}/retry`,
    })),
    row('GET /api/admin/orders', ADMIN, (f) => ({ path: `/api/admin/orders?${mine(f)}` })),
    row('GET /api/admin/orders/{id}', ADMIN, (f) => ({
      path: `/api/admin/orders/${f.adminBookings.orderId}`,
    })),
    row('POST /api/admin/orders/{id}/status', ADMIN, (f) => ({
      path: `/api/admin/orders/${f.adminBookings.orderId}/status`,
      body: { status: 'shipped' },
    })),
    row('POST /api/admin/orders/{id}/refund', ADMIN, (f) => ({
      path: `/api/admin/orders/${f.adminBookings.orderId}/refund`,
      body: { amountCents: 100, reason: 'Matrix goodwill' },
    })),
  ];
}
