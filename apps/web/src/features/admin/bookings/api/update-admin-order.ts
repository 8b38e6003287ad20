import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, AdminOrderRefundInput } from '@restora/shared/contracts/admin-bookings';
import type { OrderStatus } from '@restora/shared/domain/shop-rules';
import { api, unwrap } from '@/lib/api-client';
import { withStepUp } from '@/lib/step-up';
import { adminKeys } from '@/features/admin/api/query-keys';

export function setAdminOrderStatus(id: number, status: OrderStatus): Promise<AdminOrderDetail> {
  return unwrap(api.POST('/api/admin/orders/{id}/status', { params: { path: { id } }, body: { status } }));
}

/** A refund over $500 may ask for the second factor again first (lib/step-up.ts). */
export function refundAdminOrder(id: number, body: AdminOrderRefundInput): Promise<AdminOrderDetail> {
  return withStepUp(() =>
    unwrap(api.POST('/api/admin/orders/{id}/refund', { params: { path: { id } }, body })),
  );
}

function useOrderWrite<T>(id: number, write: (input: T) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.orders.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders.all() });
    },
  });
}

export const useSetAdminOrderStatus = (id: number) =>
  useOrderWrite(id, (status: OrderStatus) => setAdminOrderStatus(id, status));

export const useRefundAdminOrder = (id: number) =>
  useOrderWrite(id, (body: AdminOrderRefundInput) => refundAdminOrder(id, body));
