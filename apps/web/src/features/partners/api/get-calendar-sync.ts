import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarExport, CalendarFeedList } from '@restora/shared/contracts/calendar-sync';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

// A room's calendar sync (docs/decisions/calendar-sync.md): its private export link and its imported
// calendars.

export function getCalendarExportQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: partnerKeys.calendarExport(roomId),
    queryFn: ({ signal }): Promise<CalendarExport> =>
      unwrap(
        api.GET('/api/partner/rooms/{id}/calendar-export', { params: { path: { id: roomId } }, signal }),
      ),
    retry: false,
  });
}

export const useCalendarExport = (roomId: number) => useQuery(getCalendarExportQueryOptions(roomId));

export function getCalendarFeedsQueryOptions(roomId: number) {
  return queryOptions({
    queryKey: partnerKeys.calendarFeeds(roomId),
    queryFn: ({ signal }): Promise<CalendarFeedList> =>
      unwrap(api.GET('/api/partner/rooms/{id}/calendar-feeds', { params: { path: { id: roomId } }, signal })),
    retry: false,
  });
}

export const useCalendarFeeds = (roomId: number) => useQuery(getCalendarFeedsQueryOptions(roomId));
