import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, CreateServiceBookingsInput } from '@restora/shared/contracts/bookings';
import { api } from '../../../lib/api-client';

export function createServiceBookings(input: CreateServiceBookingsInput, idempotencyKey: string) {
  return api<BookingResult>('/bookings/services', {
    method: 'POST',
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateServiceBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateServiceBookingsInput; idempotencyKey: string }) =>
      createServiceBookings(input, idempotencyKey),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
