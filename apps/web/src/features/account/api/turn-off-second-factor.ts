import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TurnOffSecondFactorInput } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function turnOffSecondFactor(input: TurnOffSecondFactorInput): Promise<void> {
  return unwrap(api.POST('/api/profile/second-factor/disable', { body: input }));
}

export function useTurnOffSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
  });
}
