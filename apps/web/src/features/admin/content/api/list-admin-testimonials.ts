import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTestimonialPage } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function listAdminTestimonials(
  query: { page: number; dir: 'asc' | 'desc' },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminTestimonialPage> {
  return unwrap(
    api.GET('/api/admin/testimonials', { params: { query: { ...query, sort: 'updated' } }, signal }),
  );
}

export function getAdminTestimonialsQueryOptions(query: { page: number; dir: 'asc' | 'desc' }) {
  return queryOptions({
    queryKey: adminKeys.content.testimonialList(JSON.stringify(query)),
    queryFn: ({ signal }) => listAdminTestimonials(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminTestimonials(query: { page: number; dir: 'asc' | 'desc' }) {
  return useQuery(getAdminTestimonialsQueryOptions(query));
}
