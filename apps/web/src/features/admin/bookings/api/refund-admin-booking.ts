import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminBookingRefundInput } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '@/lib/api-client';
import { withStepUp } from '@/lib/step-up';
import { adminKeys } from '@/features/admin/api/query-keys';

/** A refund over $500 may ask for the second factor again first (lib/step-up.ts). */
export function refundAdminBooking(id: number, body: AdminBookingRefundInput): Promise<AdminBookingDetail> {
  return withStepUp(() =>
    unwrap(api.POST('/api/admin/bookings/{id}/refund', { params: { path: { id } }, body })),
  );
}

export function useRefundAdminBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBookingRefundInput) => refundAdminBooking(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.bookings.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.bookings.all() });
    },
  });
}
