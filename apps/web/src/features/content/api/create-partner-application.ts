import { useMutation } from '@tanstack/react-query';
import type { PartnerApplicationInput } from '@restora/shared/contracts/content';
import { api } from '../../../lib/api-client';

export function createPartnerApplication(input: PartnerApplicationInput) {
  return api<unknown>('/partner-applications', { method: 'POST', body: input });
}

export function useCreatePartnerApplication() {
  return useMutation({ mutationFn: createPartnerApplication });
}
