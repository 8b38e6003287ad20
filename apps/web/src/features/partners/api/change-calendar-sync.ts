import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCalendarFeedInput } from '@restora/shared/contracts/calendar-sync';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export type CalendarSyncAction =
  | { kind: 'add'; input: AddCalendarFeedInput }
  | { kind: 'sync'; feedId: number }
  | { kind: 'remove'; feedId: number };

function run(roomId: number, action: CalendarSyncAction): Promise<unknown> {
  const room = { path: { id: roomId } };
  switch (action.kind) {
    case 'add':
      return unwrap(api.POST('/api/partner/rooms/{id}/calendar-feeds', { params: room, body: action.input }));
    case 'sync':
      return unwrap(
        api.POST('/api/partner/rooms/{id}/calendar-feeds/{feedId}/sync', {
          params: { path: { id: roomId, feedId: action.feedId } },
        }),
      );
    case 'remove':
      return unwrap(
        api.DELETE('/api/partner/rooms/{id}/calendar-feeds/{feedId}', {
          params: { path: { id: roomId, feedId: action.feedId } },
        }),
      );
  }
}

/** Adds, syncs or removes an imported calendar; the feeds and every calendar month are read again. */
export function useChangeCalendarFeeds(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CalendarSyncAction) => run(roomId, action),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.calendarFeeds(roomId) }),
        queryClient.invalidateQueries({ queryKey: partnerKeys.calendars() }),
      ]);
    },
  });
}

/** A new private address: the old one stops working. */
export function useRegenerateCalendarExport(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST('/api/partner/rooms/{id}/calendar-export/regenerate', { params: { path: { id: roomId } } }),
      ),
    onSuccess: (data) => queryClient.setQueryData(partnerKeys.calendarExport(roomId), data),
  });
}
