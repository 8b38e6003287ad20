import type { PlacePhotos } from '@restora/shared/contracts/photos';
import { usePhotoActions } from '../api/place-photos';
import { PhotoGrid } from './photo-grid';
import { PhotoUploader } from './photo-uploader';

/**
 * A retreat's photos in its console screen, with the properties' and rooms' photo manager: the gallery and
 * the facilitators' portraits (docs/decisions/photos.md, "Retreat and facilitator photos"). Loaded on
 * demand, after the screen's first JavaScript.
 */
export default function RetreatPhotos({ data }: { data: PlacePhotos }) {
  const place = { scope: 'retreats' as const, id: data.id };
  const actions = usePhotoActions(place);
  const failed = [actions.reorder, actions.cover, actions.alt, actions.remove].find((m) => m.isError)?.error;
  return (
    <section aria-labelledby="retreat-photos-title" className="grid gap-6">
      <div>
        <h2 id="retreat-photos-title" className="text-2xl font-semibold">
          Photos
        </h2>
        <p className="mt-2 text-sm text-sand-700">
          {data.photos.length} of {data.max} photos. The first is the cover. A photo chosen for a facilitator
          shows beside them instead of in the gallery.
        </p>
      </div>
      <PhotoUploader
        place={place}
        room={data.max - data.photos.length}
        onUploaded={() => void actions.refresh()}
      />
      {failed ? (
        <p role="alert" className="text-danger">
          {failed.message}
        </p>
      ) : null}
      <PhotoGrid data={data} actions={actions} />
    </section>
  );
}
