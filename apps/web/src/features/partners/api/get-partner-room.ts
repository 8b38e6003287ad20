import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnerRoom } from '@restora/shared/contracts/partner-listings';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getPartnerRoom(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/partner/rooms/{id}', { params: { path: { id } }, signal }),
  ) as Promise<PartnerRoom>;
}

export function getPartnerRoomQueryOptions(id: number) {
  return queryOptions({
    queryKey: partnerKeys.room(id),
    queryFn: ({ signal }) => getPartnerRoom(id, { signal }),
    retry: false,
  });
}

export function usePartnerRoom(id: number, enabled: boolean) {
  return useQuery({ ...getPartnerRoomQueryOptions(id), enabled });
}
