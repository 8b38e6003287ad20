import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBookingDetail, AdminBookingRefundInput } from '@restora/shared/contracts/admin-bookings';
import { api, unwrap } from '../../../../lib/api-client';
import { bookingKeys } from './keys';

export function refundAdminBooking(id: number, body: AdminBookingRefundInput): Promise<AdminBookingDetail> {
  return unwrap(api.POST('/api/admin/bookings/{id}/refund', { params: { path: { id } }, body }));
}

export function useRefundAdminBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminBookingRefundInput) => refundAdminBooking(id, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(bookingKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.all() });
    },
  });
}
