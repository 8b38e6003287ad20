import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPlanItemInput, SavedItemResponse } from '@restora/shared/contracts/journey';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * '+ Save' on the quiz results: adds a stay, service or product to the user's current plan (the newest;
 * the server creates 'New Wellness Journey' when there is none). Saving twice changes nothing.
 */
export function saveToJourney(input: AddPlanItemInput): Promise<SavedItemResponse> {
  return unwrap(api.POST('/api/journey/saved-items', { body: input }));
}

export function useSaveToJourney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveToJourney,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journey.all() }),
  });
}
