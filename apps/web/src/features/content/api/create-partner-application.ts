import { useMutation } from '@tanstack/react-query';
import type { PartnerApplicationInput } from '@restora/shared/contracts/content';
import { api, unwrap } from '@/lib/api-client';

export function createPartnerApplication(input: PartnerApplicationInput) {
  return unwrap(api.POST('/api/partner-applications', { body: input }));
}

export function useCreatePartnerApplication() {
  return useMutation({ mutationFn: createPartnerApplication });
}
