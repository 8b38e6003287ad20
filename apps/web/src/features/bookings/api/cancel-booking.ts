import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking } from '@restora/shared/contracts/bookings';
import { api } from '../../../lib/api-client';
import { getDashboardQueryOptions } from './get-dashboard';

export function cancelBooking(id: number) {
  return api<Booking>(`/bookings/${id}/cancel`, { method: 'POST', body: {} });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
  });
}
