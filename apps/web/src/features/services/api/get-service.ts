import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WellnessService } from '@restora/shared/contracts/services';
import { api, unwrap } from '@/lib/api-client';
import { orMissing } from '@/lib/missing-record';
import { queryKeys } from '@/lib/query-keys';

export function getService(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<WellnessService> {
  return unwrap(api.GET('/api/services/{id}', { params: { path: { id: Number(id) } }, signal }));
}

export function getServiceQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.services.one(id),
    // null when the API does not know the service (docs/decisions/missing-records.md).
    queryFn: ({ signal }) => orMissing(getService(id, { signal })),
  });
}

export function useService(id: string) {
  return useQuery(getServiceQueryOptions(id));
}
