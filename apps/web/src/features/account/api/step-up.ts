import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SecondFactorProofInput, StepUpResponse } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Proves the second factor again on this session (an action answered 403 second_factor_required). */
export function stepUp(input: SecondFactorProofInput): Promise<StepUpResponse> {
  return unwrap(api.POST('/api/auth/second-factor', { body: input }));
}

export function useStepUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: stepUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
  });
}
