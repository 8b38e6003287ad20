import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@restora/shared/contracts/bookings';
import { api, unwrap } from '@/lib/api-client';
import { getDashboardQueryOptions } from './get-dashboard';

export function cancelBooking(id: number): Promise<Booking> {
  return unwrap(api.POST('/api/bookings/{id}/cancel', { params: { path: { id } } }));
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
  });
}
