import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { api } from '../../../lib/api-client';

export function getStay(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return api<StayRoom>(`/stays/${encodeURIComponent(id)}`, { signal });
}

export function getStayQueryOptions(id: string) {
  return queryOptions({ queryKey: ['stays', 'room', id], queryFn: ({ signal }) => getStay(id, { signal }) });
}

export function useStay(id: string) {
  return useQuery(getStayQueryOptions(id));
}
