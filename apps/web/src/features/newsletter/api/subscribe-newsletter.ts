import { useMutation } from '@tanstack/react-query';
import type {
  SubscribeNewsletterInput,
  SubscribeNewsletterResponse,
} from '@restora/shared/contracts/newsletter';
import { api } from '../../../lib/api-client';

export function subscribeNewsletter(input: SubscribeNewsletterInput) {
  return api<SubscribeNewsletterResponse>('/newsletter', { method: 'POST', body: input });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
