import { useMutation } from '@tanstack/react-query';
import type { SecondFactorSetup, StartSecondFactorSetupInput } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';

/** A new key for the authenticator app; it counts once a first code confirms it. */
export function startSecondFactorSetup(input: StartSecondFactorSetupInput): Promise<SecondFactorSetup> {
  return unwrap(api.POST('/api/profile/second-factor/setup', { body: input }));
}

export function useStartSecondFactorSetup() {
  return useMutation({ mutationFn: startSecondFactorSetup });
}
