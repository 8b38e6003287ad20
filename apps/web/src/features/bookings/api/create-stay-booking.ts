import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResult, CreateStayBookingInput } from '@restora/shared/contracts/bookings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function createStayBooking(
  input: CreateStayBookingInput,
  idempotencyKey: string,
): Promise<BookingResult> {
  return unwrap(
    api.POST('/api/bookings/stays', {
      params: { header: { 'idempotency-key': idempotencyKey } },
      body: input,
    }),
  );
}

export function useCreateStayBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: CreateStayBookingInput; idempotencyKey: string }) =>
      createStayBooking(input, idempotencyKey),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stays.rooms() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stays.searches() });
    },
  });
}
