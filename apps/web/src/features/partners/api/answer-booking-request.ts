import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerBookingRequest } from '@restora/shared/contracts/booking-requests';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

type Answer = { id: number; accept: true } | { id: number; accept: false; message: string };

/** Accepts (the card is charged) or declines with a message (nothing is charged). */
export function answerBookingRequest(answer: Answer): Promise<PartnerBookingRequest> {
  const params = { path: { id: answer.id } };
  return unwrap(
    answer.accept
      ? api.POST('/api/partner/booking-requests/{id}/accept', { params })
      : api.POST('/api/partner/booking-requests/{id}/decline', { params, body: { message: answer.message } }),
  );
}

export function useAnswerBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerBookingRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.bookingRequests() });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.bookingsAll() });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.calendars() });
      // The decline's message is in the thread.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.conversations() });
    },
  });
}
