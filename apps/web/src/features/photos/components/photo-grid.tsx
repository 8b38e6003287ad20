import { useState } from 'react';
import { ArrowDown, ArrowUp, Star, Trash2 } from 'lucide-react';
import type { PartnerPhoto, PlacePhotos } from '@restora/shared/contracts/photos';
import { PHOTO_ALT_MAX } from '@restora/shared/domain/photo-rules';
import { Button } from '@/components/ui/button';
import { PhotoPicture } from '@/components/ui/photo-picture';
import type { usePhotoActions } from '../api/place-photos';

type Actions = ReturnType<typeof usePhotoActions>;

const moved = (ids: number[], from: number, to: number) => {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id!);
  return next;
};

/** The place's photos in order, cover first, each with its actions (all buttons: keyboard reachable). */
export function PhotoGrid({ data, actions }: { data: PlacePhotos; actions: Actions }) {
  const ids = data.photos.map((p) => p.id);
  if (data.photos.length === 0)
    return (
      <p className="rounded-[var(--radius-card)] bg-sand-100 p-6 text-sand-700">
        No photos yet: the {data.scope === 'retreats' ? 'retreat' : 'stay'} shows its artwork until you add
        some.
      </p>
    );
  return (
    <ol aria-label="Photos, cover first" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {data.photos.map((photo, i) => (
        <PhotoTile
          key={photo.id}
          photo={photo}
          index={i}
          count={ids.length}
          name={data.name}
          actions={actions}
          onMove={(to) => actions.reorder.mutate(moved(ids, i, to))}
        />
      ))}
    </ol>
  );
}

function PhotoTile({
  photo,
  index,
  count,
  name,
  actions,
  onMove,
}: {
  photo: PartnerPhoto;
  index: number;
  count: number;
  name: string;
  actions: Actions;
  onMove: (to: number) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const [alt, setAlt] = useState(photo.alt);
  const label = `photo ${index + 1}`;
  const busy = actions.reorder.isPending || actions.cover.isPending || actions.remove.isPending;
  return (
    <li className="grid content-start gap-3 overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft">
      <div className="relative">
        <PhotoPicture
          photo={photo}
          alt={`${name}, ${label}`}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full bg-sand-100 object-cover"
        />
        {photo.isCover ? (
          <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold text-white">
            <Star className="size-3.5" aria-hidden /> Cover
          </span>
        ) : null}
      </div>
      <div className="grid gap-3 px-4 pb-4">
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            actions.alt.mutate({ photoId: photo.id, alt });
          }}
        >
          <label className="grid min-w-0 flex-1 gap-1 text-sm">
            <span className="font-medium">Description ({label})</span>
            <input
              value={alt}
              maxLength={PHOTO_ALT_MAX}
              onChange={(e) => setAlt(e.target.value)}
              placeholder="What the photo shows"
              className="h-10 rounded-lg border border-sand-300 px-3 text-sm"
            />
          </label>
          <Button type="submit" variant="outline" size="sm" disabled={alt.trim() === photo.alt}>
            Save
          </Button>
        </form>
        <div className="flex flex-wrap gap-2">
          {photo.isCover ? null : (
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => actions.cover.mutate(photo.id)}
              aria-label={`Make cover: ${label}`}
            >
              <Star aria-hidden /> Make cover
            </Button>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
            aria-label={`Move ${label} earlier`}
          >
            <ArrowUp aria-hidden /> Earlier
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
            aria-label={`Move ${label} later`}
          >
            <ArrowDown aria-hidden /> Later
          </Button>
          {confirming ? null : (
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${label}`}
            >
              <Trash2 aria-hidden /> Delete
            </Button>
          )}
        </div>
        {confirming ? (
          <div
            role="group"
            aria-label={`Delete ${label}?`}
            className="flex flex-wrap items-center gap-2 rounded-xl bg-sand-100 p-3 text-sm"
          >
            <span className="flex-1">Delete this photo for good?</span>
            <Button
              size="sm"
              className="bg-danger hover:bg-danger/90"
              disabled={busy}
              onClick={() => actions.remove.mutate(photo.id)}
            >
              Delete photo
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirming(false)} autoFocus>
              Keep
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
