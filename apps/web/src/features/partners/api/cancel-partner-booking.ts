import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerBooking } from '@restora/shared/contracts/partner-bookings';
import { api, unwrap } from '@/lib/api-client';
import { withStepUp } from '@/lib/step-up';
import { partnerKeys } from '@/lib/partner-query-keys';

/** A refund over $500 may ask for the second factor again first (lib/step-up.ts). */
export function cancelPartnerBooking(id: number, reason: string): Promise<PartnerBooking> {
  return withStepUp(() =>
    unwrap(api.POST('/api/partner/bookings/{id}/cancel', { params: { path: { id } }, body: { reason } })),
  );
}

export function useCancelPartnerBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => cancelPartnerBooking(id, reason),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.bookingsAll() });
      // The nights it held are free again in the room calendars.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.calendars() });
    },
  });
}
