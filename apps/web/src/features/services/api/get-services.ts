import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellnessService } from '@restora/shared/contracts/services';
import { api } from '../../../lib/api-client';

export function getServices(listingId: string | null, { signal }: { signal?: AbortSignal } = {}) {
  const qs = listingId ? `?${new URLSearchParams({ listingId })}` : '';
  return api<{ items: WellnessService[] }>(`/services${qs}`, { signal });
}

export function getServicesQueryOptions(listingId: string | null) {
  return queryOptions({
    queryKey: ['services', 'list', listingId],
    queryFn: ({ signal }) => getServices(listingId, { signal }),
  });
}

export function useServices(listingId: string | null) {
  return useQuery(getServicesQueryOptions(listingId));
}
