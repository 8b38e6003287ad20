import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRetreatBooking } from '@restora/shared/contracts/admin-retreats';
import { api, unwrap } from '@/lib/api-client';
import { withStepUp } from '@/lib/step-up';
import { adminKeys } from '@/features/admin/api/query-keys';

export type RetreatRefundBody = { amountCents: number | 'rest'; cancel: boolean; reason: string };

/** A refund over $500 may ask for the second factor again first (lib/step-up.ts). */
export function refundRetreatBooking(id: number, body: RetreatRefundBody): Promise<AdminRetreatBooking> {
  return withStepUp(() =>
    unwrap(api.POST('/api/admin/retreat-bookings/{id}/refund', { params: { path: { id } }, body })),
  );
}

export function useRefundRetreatBooking(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetreatRefundBody) => refundRetreatBooking(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.retreats.all() }),
  });
}
