import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HiddenReviewPage } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function listHiddenReviews(
  page: number,
  dir: 'asc' | 'desc',
  { signal }: { signal?: AbortSignal } = {},
): Promise<HiddenReviewPage> {
  return unwrap(api.GET('/api/admin/reviews/hidden', { params: { query: { page, dir } }, signal }));
}

export function getHiddenReviewsQueryOptions(page: number, dir: 'asc' | 'desc') {
  return queryOptions({
    queryKey: adminKeys.hidden.page(page, dir),
    queryFn: ({ signal }) => listHiddenReviews(page, dir, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useHiddenReviews(page: number, dir: 'asc' | 'desc') {
  return useQuery(getHiddenReviewsQueryOptions(page, dir));
}
