import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCalendarConflictList } from '@restora/shared/contracts/calendar-sync';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './query-keys';

/** Imported calendars that claim nights of Restora bookings (docs/decisions/calendar-sync.md). */
export function getCalendarConflictsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.calendarConflicts(),
    queryFn: ({ signal }): Promise<AdminCalendarConflictList> =>
      unwrap(api.GET('/api/admin/calendar-conflicts', { signal })),
  });
}

export const useCalendarConflicts = () => useQuery(getCalendarConflictsQueryOptions());
