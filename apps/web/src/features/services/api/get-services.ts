import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellnessService } from '@restora/shared/contracts/services';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getServices(
  listingId: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ items: WellnessService[] }> {
  const query = { listingId: listingId ? Number(listingId) : undefined };
  return unwrap(api.GET('/api/services', { params: { query }, signal }));
}

export function getServicesQueryOptions(listingId: string | null) {
  return queryOptions({
    queryKey: queryKeys.services.list(listingId),
    queryFn: ({ signal }) => getServices(listingId, { signal }),
  });
}

export function useServices(listingId: string | null) {
  return useQuery(getServicesQueryOptions(listingId));
}
