import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerPropertyPage } from '@restora/shared/contracts/partners';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

type Params = { search: string; page: number };

export function getPartnerProperties(
  { search, page }: Params,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PartnerPropertyPage> {
  return unwrap(
    api.GET('/api/partner/properties', {
      params: { query: { ...(search ? { search } : {}), page } },
      signal,
    }),
  );
}

export function getPartnerPropertiesQueryOptions(params: Params) {
  return queryOptions({
    queryKey: partnerKeys.properties(params),
    queryFn: ({ signal }) => getPartnerProperties(params, { signal }),
    // A 403 (not a partner) is an answer, not a failure to retry.
    retry: false,
  });
}

/** One page of the console home's properties, the last page kept on screen while the next loads. */
export function usePartnerProperties(params: Params, enabled: boolean) {
  return useQuery({
    ...getPartnerPropertiesQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
}
