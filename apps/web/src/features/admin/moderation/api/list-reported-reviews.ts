import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportedReviewPage } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function listReportedReviews(
  page: number,
  dir: 'asc' | 'desc',
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReportedReviewPage> {
  return unwrap(api.GET('/api/admin/reviews/reported', { params: { query: { page, dir } }, signal }));
}

export function getReportedReviewsQueryOptions(page: number, dir: 'asc' | 'desc') {
  return queryOptions({
    queryKey: adminKeys.reported.page(page, dir),
    queryFn: ({ signal }) => listReportedReviews(page, dir, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useReportedReviews(page: number, dir: 'asc' | 'desc') {
  return useQuery(getReportedReviewsQueryOptions(page, dir));
}
