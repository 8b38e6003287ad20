import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackupCodes, RegenerateBackupCodesInput } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** New backup codes, shown this once; the old ones stop working. */
export function regenerateBackupCodes(input: RegenerateBackupCodesInput): Promise<BackupCodes> {
  return unwrap(api.POST('/api/profile/second-factor/backup-codes', { body: input }));
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
  });
}
