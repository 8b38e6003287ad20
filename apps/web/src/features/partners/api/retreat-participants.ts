import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getRetreatParticipants(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/partner/retreats/{id}/participants', { params: { path: { id } }, signal }),
  ) as Promise<{ items: Participant[] }>;
}

export function getRetreatParticipantsQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerKeys.retreatParticipants(id),
    queryFn: ({ signal }) => getRetreatParticipants(id, { signal }),
    retry: false,
  });
}

export function useRetreatParticipants(id: number, enabled: boolean) {
  return useQuery({ ...getRetreatParticipantsQueryOptions(id), enabled });
}
