import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { api, unwrap } from '@/lib/api-client';
import { orMissing } from '@/lib/missing-record';
import { queryKeys } from '@/lib/query-keys';

export function getStay(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<StayRoom> {
  return unwrap(api.GET('/api/stays/{id}', { params: { path: { id: Number(id) } }, signal }));
}

export function getStayQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.stays.room(id),
    // null when the API does not know the room (docs/decisions/missing-records.md).
    queryFn: ({ signal }) => orMissing(getStay(id, { signal })),
  });
}

export function useStay(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getStayQueryOptions(id), enabled });
}
