import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerRoom, RoomInput } from '@restora/shared/contracts/partner-listings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { partnerKeys } from '@/lib/partner-query-keys';

export function createPartnerRoom(propertyId: number, body: RoomInput) {
  return unwrap(
    api.POST('/api/partner/properties/{id}/rooms', { params: { path: { id: propertyId } }, body }),
  ) as Promise<PartnerRoom>;
}

export function updatePartnerRoom(id: number, body: RoomInput) {
  return unwrap(
    api.PUT('/api/partner/rooms/{id}', { params: { path: { id } }, body }),
  ) as Promise<PartnerRoom>;
}

/** Adds a room to a property (`propertyId`) or saves one (`roomId`). */
export function useSavePartnerRoom(target: { propertyId: number } | { roomId: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomInput) =>
      'roomId' in target
        ? updatePartnerRoom(target.roomId, body)
        : createPartnerRoom(target.propertyId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(partnerKeys.room(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: partnerKeys.property(saved.property.id) });
      void queryClient.invalidateQueries({ queryKey: partnerKeys.home() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.stays.all() });
    },
  });
}
