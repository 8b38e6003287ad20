import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, CreateServiceBookingsInput } from '@restora/shared/contracts/bookings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createServiceBookings(
  input: CreateServiceBookingsInput,
  idempotencyKey: string,
): Promise<BookingResult> {
  return unwrap(
    api.POST('/api/bookings/services', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body: input,
    }),
  );
}

export function useCreateServiceBookings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateServiceBookingsInput; idempotencyKey: string }) =>
      createServiceBookings(input, idempotencyKey),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() }),
  });
}
