import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Booking, ReviewInput } from '@restora/shared/contracts/bookings';
import { api, unwrap } from '@/lib/api-client';
import { getDashboardQueryOptions } from './get-dashboard';

export function reviewBooking(id: number, input: ReviewInput): Promise<Booking> {
  return unwrap(api.POST('/api/bookings/{id}/review', { params: { path: { id } }, body: input }));
}

export function useReviewBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ReviewInput }) => reviewBooking(id, input),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: getDashboardQueryOptions().queryKey }),
  });
}
