import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { Skeleton } from '@/components/ui/skeleton';
import { useIdParam } from '@/lib/id-param';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { usePartnerRetreat } from '@/features/partners/api/retreat-get';
import { useRetreatParticipants } from '@/features/partners/api/retreat-participants';
import { useRetreatRooms } from '@/features/partners/api/retreat-rooms';
import { useSavePartnerRetreat } from '@/features/partners/api/retreat-save';
import { usePlacePhotos } from '@/features/photos/api/place-photos';
import { RetreatActions } from '@/features/partners/components/retreat-actions';
import { LazyRetreatForm } from '@/features/partners/components/retreat-form-lazy';
import { retreatToForm } from '@/features/partners/components/retreat-form-values';
import { RetreatParticipants } from '@/features/partners/components/retreat-participants';
import { PageLoading } from '../layout/page-loading';
import { NotFound } from '../partner/not-found';
import { PartnerFrame } from '../partner/partner-frame';
import { partnerPropertyOptions } from '../partner/property-options';

// The photo manager loads after the screen's first JavaScript, as the form does (bundle-budget.md).
const RetreatPhotos = lazy(() => import('@/features/photos/components/retreat-photos'));

/**
 * One of the partner's retreats: status, participants, the form, the photos
 * (docs/decisions/retreats-partner-console.md; photos.md, "Retreat and facilitator photos").
 */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <RetreatScreen key={id} id={id} />;
}

function RetreatScreen({ id }: { id: number }) {
  const session = useSession();
  const signedIn = Boolean(session.user);
  const retreat = usePartnerRetreat(id, signedIn);
  const participants = useRetreatParticipants(id, signedIn);
  const home = usePartnerHome(signedIn);
  const save = useSavePartnerRetreat(id);
  const photos = usePlacePhotos({ scope: 'retreats', id }, signedIn);
  return (
    <PartnerFrame
      title={retreat.data?.title ?? 'Retreat'}
      returnTo={paths.partnerRetreat.to(id)}
      session={session}
      query={retreat}
      section="retreats"
      back={{ to: paths.partnerRetreats.to(), label: 'Your retreats' }}
    >
      {(r) => (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-8 lg:order-2">
            <RetreatActions retreat={r} />
          </div>
          <div className="grid min-w-0 gap-10 lg:order-1">
            {participants.data ? (
              <RetreatParticipants retreatId={r.id} participants={participants.data.items} />
            ) : null}
            <div>
              <h2 className="mb-4 text-2xl font-semibold">Details</h2>
              {r.status === 'published' ? (
                <p className="mb-4 text-sm text-sand-700">
                  Published: the texts and the number of spots can change; the dates, prices and payment terms
                  stay as guests booked them.
                </p>
              ) : null}
              {home.data ? (
                <LazyRetreatForm
                  key={`${r.id}-${r.status}`}
                  properties={partnerPropertyOptions(home.data)}
                  useRooms={useRetreatRooms}
                  defaultValues={retreatToForm(r)}
                  submitLabel="Save retreat"
                  photos={photos.data?.photos}
                  onSubmit={async (values) => retreatToForm(await save.mutateAsync(values))}
                />
              ) : (
                <PageLoading />
              )}
            </div>
            {photos.data ? (
              <Suspense fallback={<Skeleton className="h-48 w-full" />}>
                <RetreatPhotos data={photos.data} />
              </Suspense>
            ) : null}
          </div>
        </div>
      )}
    </PartnerFrame>
  );
}
