import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarChange } from '@restora/shared/contracts/room-calendar';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

/** What a partner can do to a range of nights [from, to) of a room (docs/decisions/room-calendars.md). */
export type CalendarAction =
  | { kind: 'block'; from: string; to: string; note?: string }
  | { kind: 'unblock'; from: string; to: string }
  | { kind: 'price'; from: string; to: string; priceCents: number }
  | { kind: 'clear-price'; from: string; to: string }
  | { kind: 'minimum'; from: string; to: string; minNights: number }
  | { kind: 'clear-minimum'; from: string; to: string };

export function changeRoomCalendar(roomId: number, action: CalendarAction): Promise<CalendarChange> {
  const params = { path: { id: roomId } };
  const range = { params: { ...params, query: { from: action.from, to: action.to } } };
  switch (action.kind) {
    case 'block':
      return unwrap(
        api.POST('/api/partner/rooms/{id}/blocks', {
          params,
          body: { from: action.from, to: action.to, ...(action.note ? { note: action.note } : {}) },
        }),
      );
    case 'unblock':
      return unwrap(api.DELETE('/api/partner/rooms/{id}/blocks', range));
    case 'price':
      return unwrap(
        api.POST('/api/partner/rooms/{id}/price-overrides', {
          params,
          body: { from: action.from, to: action.to, priceCents: action.priceCents },
        }),
      );
    case 'clear-price':
      return unwrap(api.DELETE('/api/partner/rooms/{id}/price-overrides', range));
    case 'minimum':
      return unwrap(
        api.POST('/api/partner/rooms/{id}/minimum-stays', {
          params,
          body: { from: action.from, to: action.to, minNights: action.minNights },
        }),
      );
    case 'clear-minimum':
      return unwrap(api.DELETE('/api/partner/rooms/{id}/minimum-stays', range));
  }
}

/** A change to the calendar; every month of every room calendar is read again afterwards. */
export function useChangeRoomCalendar(roomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: CalendarAction) => changeRoomCalendar(roomId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: partnerKeys.calendars() }),
  });
}
