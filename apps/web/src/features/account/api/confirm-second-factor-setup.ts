import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodes, ConfirmSecondFactorSetupInput } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The app's first code turns it on; the answer holds the backup codes, shown this once. */
export function confirmSecondFactorSetup(input: ConfirmSecondFactorSetupInput): Promise<BackupCodes> {
  return unwrap(api.POST('/api/profile/second-factor/confirm', { body: input }));
}

export function useConfirmSecondFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactorSetup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
  });
}
