import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyAssertionInput } from '@restora/shared/contracts/passkeys';
import type { StepUpResponse } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { getPasskey } from '@/lib/passkeys';
import { queryKeys } from '@/lib/query-keys';
import { startPasskeyStepUp } from './start-passkey-step-up';

/** Proves a passkey again on this session (a step-up, or the back office's check). */
export function stepUpWithPasskey(input: PasskeyAssertionInput): Promise<StepUpResponse> {
  return unwrap(api.POST('/api/auth/second-factor/passkey', { body: input }));
}

/** The whole step-up: the API's challenge, the browser's prompt, then its answer. */
export function useStepUpWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { options } = await startPasskeyStepUp();
      return stepUpWithPasskey({ credential: await getPasskey(options) });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.secondFactor() }),
        // Its 'last used' has changed.
        queryClient.invalidateQueries({ queryKey: queryKeys.passkeys() }),
      ]),
  });
}
