import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export function getRoomCalendar(
  roomId: number,
  month: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RoomCalendar> {
  return unwrap(
    api.GET('/api/partner/rooms/{id}/calendar', {
      params: { path: { id: roomId }, query: { month } },
      signal,
    }),
  );
}

export function getRoomCalendarQueryOptions(roomId: number, month: string) {
  return queryOptions({
    queryKey: partnerKeys.calendar(roomId, month),
    queryFn: ({ signal }) => getRoomCalendar(roomId, month, { signal }),
    // 403 and 404 are answers (not a partner, not your room), not failures to retry.
    retry: false,
  });
}

/** One month of a room's calendar; the previous month stays on screen while the next one loads. */
export function useRoomCalendar(roomId: number, month: string, enabled: boolean) {
  return useQuery({
    ...getRoomCalendarQueryOptions(roomId, month),
    enabled,
    placeholderData: keepPreviousData,
  });
}
