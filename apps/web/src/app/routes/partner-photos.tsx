import { Link, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { PhotoScope } from '@restora/shared/contracts/photos';
import { NOT_A_PARTNER } from '@restora/shared/domain/partner-texts';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { SignInPrompt } from '@/features/account/components/sign-in-prompt';
import { usePhotoActions, usePlacePhotos } from '@/features/photos/api/place-photos';
import { PhotoGrid } from '@/features/photos/components/photo-grid';
import { PhotoUploader } from '@/features/photos/components/photo-uploader';
import { ApiError } from '@/lib/api-client';
import { useIdParam } from '@/lib/id-param';
import { PageLoading } from '../layout/page-loading';
import { NotFound } from '../partner/not-found';

/**
 * /partner/properties/:id/photos and /partner/rooms/:id/photos: a partner adds, orders, describes and
 * deletes the photos of a property or room of theirs (docs/decisions/photos.md).
 */
export function Component() {
  const { pathname } = useLocation();
  const scope: PhotoScope = pathname.startsWith('/partner/rooms/') ? 'rooms' : 'properties';
  const id = useIdParam();
  return id === null ? <NotFound /> : <PhotosScreen key={`${scope}-${id}`} scope={scope} id={id} />;
}

function PhotosScreen({ scope, id }: { scope: PhotoScope; id: number }) {
  const place = { scope, id };
  const { user, isLoading } = useSession();
  const photos = usePlacePhotos(place, Boolean(user));
  const actions = usePhotoActions(place);
  const noun = scope === 'rooms' ? 'room' : 'property';
  const here = scope === 'rooms' ? paths.partnerRoomPhotos.to(id) : paths.partnerPropertyPhotos.to(id);
  const failed = [actions.reorder, actions.cover, actions.alt, actions.remove].find((m) => m.isError)?.error;

  return (
    <Container className="py-12">
      <PageMeta title={`Photos of a ${noun}`} description={`The photos guests see of this ${noun}.`} />
      <Link
        to={paths.partner.to()}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Partner console
      </Link>
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <SignInPrompt message="Please log in to manage photos" returnTo={here} />
      ) : photos.isError ? (
        // Headed like the console's other failures (app/partner/partner-frame.tsx).
        <div className="mt-6 grid justify-items-start gap-4">
          <h1 className="text-3xl font-semibold">
            {photos.error instanceof ApiError && photos.error.status === 403
              ? 'For Restora partners'
              : photos.error instanceof ApiError && photos.error.status === 404
                ? 'Not found'
                : 'Something went wrong'}
          </h1>
          <p role="alert" className="text-danger">
            {photos.error instanceof ApiError && photos.error.status === 403
              ? NOT_A_PARTNER
              : photos.error instanceof ApiError && photos.error.status !== 404
                ? photos.error.message
                : `This ${noun} is not one of your organisation’s.`}
          </p>
        </div>
      ) : photos.isPending ? (
        <PageLoading />
      ) : (
        <div className="mt-4 grid gap-10">
          <header>
            <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">
              Photos of the {noun}
            </p>
            <h1 className="mt-1 text-4xl font-semibold wrap-anywhere">{photos.data.name}</h1>
            <p className="mt-2 text-sand-700">
              {photos.data.photos.length} of {photos.data.max} photos. The cover is the first: search results
              and the first slide of the stay’s page show it.
            </p>
          </header>
          <PhotoUploader
            place={place}
            room={photos.data.max - photos.data.photos.length}
            onUploaded={() => void actions.refresh()}
          />
          <section aria-labelledby="photos-title" className="grid gap-4">
            <h2 id="photos-title" className="text-xl font-semibold">
              Your photos
            </h2>
            {failed ? (
              <p role="alert" className="text-danger">
                {failed.message}
              </p>
            ) : null}
            <PhotoGrid data={photos.data} actions={actions} />
          </section>
        </div>
      )}
    </Container>
  );
}
