import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerReviewList } from '@restora/shared/contracts/reviews';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerReviews(
  { propertyId, page }: { propertyId: number | null; page: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerReviewList> {
  return unwrap(
    api.GET('/api/partner/reviews', {
      params: { query: { ...(propertyId ? { propertyId } : {}), page } },
      signal,
    }),
  );
}

export function getPartnerReviewsQueryOptions(propertyId: number | null, page: number) {
  return queryOptions({
    queryKey: partnerKeys.reviewPage(propertyId, page),
    queryFn: ({ signal }) => getPartnerReviews({ propertyId, page }, { signal }),
    // A 403 (not a partner) is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePartnerReviews(propertyId: number | null, page: number, enabled: boolean) {
  return useQuery({
    ...getPartnerReviewsQueryOptions(propertyId, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}
