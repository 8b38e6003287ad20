import { useMutation } from '@tanstack/react-query';
import type {
  SubscribeNewsletterInput,
  SubscribeNewsletterResponse,
} from '@restora/shared/contracts/newsletter';
import { api, unwrap } from '@/lib/api-client';

export function subscribeNewsletter(input: SubscribeNewsletterInput): Promise<SubscribeNewsletterResponse> {
  return unwrap(api.POST('/api/newsletter', { body: input }));
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
