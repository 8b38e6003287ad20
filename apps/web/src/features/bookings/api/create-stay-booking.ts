import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, CreateStayBookingInput } from '@restora/shared/contracts/bookings';
import { api } from '../../../lib/api-client';

export function createStayBooking(input: CreateStayBookingInput, idempotencyKey: string) {
  return api<BookingResult>('/bookings/stays', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateStayBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateStayBookingInput; idempotencyKey: string }) =>
      createStayBooking(input, idempotencyKey),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['stays', 'room'] });
      void queryClient.invalidateQueries({ queryKey: ['stays', 'search'] });
    },
  });
}
