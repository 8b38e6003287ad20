import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartnerPhoto, PhotoScope, PlacePhotos } from '@restora/shared/contracts/photos';
import { api, ApiError, unwrap } from '@/lib/api-client';
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

/**
 * Sends one file as multipart/form-data. Straight to fetch: the typed client sends bodies as text, which
 * would mangle the file's bytes. Every failure leaves as an ApiError with the server's message.
 */
export async function uploadPlacePhoto(place: PhotoPlaceRef, file: File): Promise<PartnerPhoto> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(`/api/partner/${place.scope}/${place.id}/photos`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(
      0,
      'network_error',
      'We could not reach Restora. Check your connection and try again.',
    );
  }
  const payload = (await response.json().catch(() => undefined)) as
    (PartnerPhoto & { error?: { code: string; message: string } }) | undefined;
  if (response.ok && payload) return payload;
  const error = payload?.error;
  throw new ApiError(
    response.status,
    error?.code ?? 'http_error',
    error?.message ?? `The server answered ${response.status}.`,
  );
}

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
