import { Link } from 'react-router';
import { ExternalLink, Images } from 'lucide-react';
import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/id-param';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerProperty } from '@/features/partners/api/get-partner-property';
import { useSavePartnerProperty } from '@/features/partners/api/save-partner-property';
import { propertyToForm } from '@/features/partners/components/property-form-values';
import { PropertyRooms } from '@/features/partners/components/property-rooms';
import { PublishToggle } from '@/features/partners/components/publish-toggle';
import { PartnerFrame } from '../partner/partner-frame';
import { LazyPropertyForm } from '../partner/lazy-property-form';
import { NotFound } from '../partner/not-found';

/** One of the partner's properties: its form, publishing, its rooms (docs/decisions/partner-listings.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <PropertyScreen key={id} id={id} />;
}

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline';

function PropertyScreen({ id }: { id: number }) {
  const session = useSession();
  const property = usePartnerProperty(id, Boolean(session.user));
  const save = useSavePartnerProperty(id);
  return (
    <PartnerFrame
      title={property.data?.name ?? 'Property'}
      returnTo={paths.partnerProperty.to(id)}
      session={session}
      query={property}
      back={{ to: paths.partner.to(), label: 'Your properties' }}
    >
      {(p) => (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-8 lg:order-2">
            <PublishToggle property={p} />
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              <Link to={paths.partnerPropertyPhotos.to(p.id)} className={linkClass}>
                <Images className="size-4" aria-hidden />
                Photos
              </Link>
              {p.published && p.rooms[0] ? (
                <Link to={paths.property.to(p.rooms[0].id)} className={linkClass}>
                  <ExternalLink className="size-4" aria-hidden />
                  View on Restora
                </Link>
              ) : null}
            </div>
            <PropertyRooms property={p} />
          </div>
          <div className="min-w-0 lg:order-1">
            <h2 className="mb-4 text-2xl font-semibold">Details</h2>
            <LazyPropertyForm
              key={p.id}
              defaultValues={propertyToForm(p)}
              submitLabel="Save property"
              onSubmit={async (values) => propertyToForm(await save.mutateAsync(values))}
            />
          </div>
        </div>
      )}
    </PartnerFrame>
  );
}
