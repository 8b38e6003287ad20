import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

type Answer = { id: number; accept: true } | { id: number; accept: false; message: string };

/**
 * A place requested on a retreat (id: the participant's bookingId), answered: accepted (the card is
 * charged, the place confirmed) or declined with a message (nothing is charged, the spots are free again).
 * Resolves to the participant as it now stands (docs/decisions/request-to-book.md).
 */
export function answerRetreatRequest(answer: Answer): Promise<Participant> {
  const params = { path: { id: answer.id } };
  return unwrap(
    answer.accept
      ? api.POST('/api/partner/retreat-requests/{id}/accept', { params })
      : api.POST('/api/partner/retreat-requests/{id}/decline', { params, body: { message: answer.message } }),
  ) as Promise<Participant>;
}

export function useAnswerRetreatRequest(retreatId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerRetreatRequest,
    // The row shows the answer at once, before the list is read again.
    onSuccess: (participant) =>
      queryClient.setQueryData<{ items: Participant[] }>(
        partnerKeys.retreatParticipants(retreatId),
        (list) =>
          list
            ? { items: list.items.map((p) => (p.bookingId === participant.bookingId ? participant : p)) }
            : list,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreatParticipants(retreatId) });
      // Its places booked and paid, and the console's list of retreats with them.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreat(retreatId) });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.retreats(), exact: true });
      // The decline's message is in the thread, and the thread's status line changes.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.conversations() });
    },
  });
}
