import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerPhoto, PhotoScope, PlacePhotos } from '@restora/shared/contracts/photos';
import { api, unwrap } from '@/lib/api-client';
import { postFile } from '@/lib/post-file';
import { partnerKeys } from '@/lib/partner-query-keys';

export type PhotoPlaceRef = { scope: PhotoScope; id: number };
const params = ({ scope, id }: { scope: 'properties' | 'rooms'; id: number }) => ({ path: { scope, id } });

// A retreat's photos have their own paths (docs/decisions/photos.md, "Retreat and facilitator photos").
const listPhotos = (place: PhotoPlaceRef, signal: AbortSignal) =>
  place.scope === 'retreats'
    ? api.GET('/api/partner/retreats/{id}/photos', { params: { path: { id: place.id } }, signal })
    : api.GET('/api/partner/{scope}/{id}/photos', {
        params: params({ ...place, scope: place.scope }),
        signal,
      });
const putOrder = (place: PhotoPlaceRef, photoIds: number[]) =>
  place.scope === 'retreats'
    ? api.PUT('/api/partner/retreats/{id}/photos/order', {
        params: { path: { id: place.id } },
        body: { photoIds },
      })
    : api.PUT('/api/partner/{scope}/{id}/photos/order', {
        params: params({ ...place, scope: place.scope }),
        body: { photoIds },
      });

export function getPlacePhotosQueryOptions(place: PhotoPlaceRef) {
  return queryOptions({
    queryKey: partnerKeys.photos(place.scope, place.id),
    queryFn: ({ signal }) => unwrap(listPhotos(place, signal)),
    // A 403 or 404 is an answer, not a failure to retry.
    retry: false,
  });
}

export function usePlacePhotos(place: PhotoPlaceRef, enabled: boolean) {
  return useQuery({ ...getPlacePhotosQueryOptions(place), enabled });
}

/** Adds one photo to the place (multipart/form-data). */
export const uploadPlacePhoto = (place: PhotoPlaceRef, file: File) =>
  postFile<PartnerPhoto>(`/api/partner/${place.scope}/${place.id}/photos`, file);

/** Order, cover, alt text and delete: each answer (or a refetch) replaces the place's list. */
export function usePhotoActions(place: PhotoPlaceRef) {
  const queryClient = useQueryClient();
  const key = partnerKeys.photos(place.scope, place.id);
  const put = (data: PlacePhotos) => queryClient.setQueryData(key, data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    refresh,
    reorder: useMutation({
      mutationFn: (photoIds: number[]) => unwrap(putOrder(place, photoIds)),
      onSuccess: put,
      onError: refresh,
    }),
    cover: useMutation({
      mutationFn: (photoId: number) =>
        unwrap(api.POST('/api/partner/photos/{id}/cover', { params: { path: { id: photoId } } })),
      onSuccess: put,
    }),
    alt: useMutation({
      mutationFn: ({ photoId, alt }: { photoId: number; alt: string }) =>
        unwrap(api.PATCH('/api/partner/photos/{id}', { params: { path: { id: photoId } }, body: { alt } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (photoId: number) =>
        unwrap(api.DELETE('/api/partner/photos/{id}', { params: { path: { id: photoId } } })),
      onSuccess: refresh,
    }),
  };
}
