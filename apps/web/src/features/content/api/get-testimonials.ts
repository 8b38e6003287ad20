import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Testimonial } from '@restora/shared/contracts/content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getTestimonials({ signal }: { signal?: AbortSignal } = {}): Promise<{
  items: Testimonial[];
}> {
  return unwrap(api.GET('/api/testimonials', { signal }));
}

export function getTestimonialsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content.testimonials(),
    queryFn: ({ signal }) => getTestimonials({ signal }),
    staleTime: 5 * 60_000,
    // Built-in samples stand in on failure, so one quick retry is enough before showing them.
    retry: 1,
    retryDelay: 500,
  });
}

export function useTestimonials() {
  return useQuery(getTestimonialsQueryOptions());
}
