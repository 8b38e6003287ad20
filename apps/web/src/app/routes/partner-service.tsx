import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/id-param';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { usePartnerService } from '@/features/partners/api/get-partner-service';
import { useSavePartnerService } from '@/features/partners/api/save-partner-service';
import { ServiceForm, serviceToForm } from '@/features/partners/components/service-form';
import { PageLoading } from '../layout/page-loading';
import { NotFound } from '../partner/not-found';
import { PartnerFrame } from '../partner/partner-frame';
import { partnerPropertyOptions } from '../partner/property-options';

/** One of the partner's services (docs/decisions/partner-services.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <ServiceScreen key={id} id={id} />;
}

function ServiceScreen({ id }: { id: number }) {
  const session = useSession();
  const service = usePartnerService(id, Boolean(session.user));
  const home = usePartnerHome(Boolean(session.user));
  const save = useSavePartnerService(id);
  return (
    <PartnerFrame
      title={service.data?.title ?? 'Service'}
      returnTo={paths.partnerService.to(id)}
      session={session}
      query={service}
      section="services"
      back={{ to: paths.partnerServices.to(), label: 'Your services' }}
    >
      {(s) =>
        home.data ? (
          <div className="max-w-3xl">
            <ServiceForm
              key={s.id}
              properties={partnerPropertyOptions(home.data)}
              defaultValues={serviceToForm(s)}
              submitLabel="Save service"
              onSubmit={async (values) => serviceToForm(await save.mutateAsync(values))}
            />
          </div>
        ) : (
          <PageLoading />
        )
      }
    </PartnerFrame>
  );
}
