import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { useSavePartnerService } from '@/features/partners/api/save-partner-service';
import { emptyService, ServiceForm } from '@/features/partners/components/service-form';
import { PartnerFrame } from '../partner/partner-frame';
import { partnerPropertyOptions } from '../partner/property-options';

/** A new service of one of the partner's properties (docs/decisions/partner-services.md). */
export function Component() {
  const session = useSession();
  const home = usePartnerHome(Boolean(session.user));
  const save = useSavePartnerService();
  const navigate = useNavigate();
  return (
    <PartnerFrame
      title="Add a service"
      returnTo={paths.partnerServiceNew.to()}
      session={session}
      query={home}
      section="services"
      back={{ to: paths.partnerServices.to(), label: 'Your services' }}
    >
      {(data) => {
        const properties = partnerPropertyOptions(data);
        return properties.length === 0 ? (
          <p className="text-sand-700">
            Add a property first: a service is offered at one of your properties.
          </p>
        ) : (
          <div className="max-w-3xl">
            <ServiceForm
              properties={properties}
              defaultValues={emptyService(properties.length === 1 ? String(properties[0]!.id) : '')}
              submitLabel="Add service"
              onSubmit={async (values) => {
                await save.mutateAsync(values);
                void navigate(paths.partnerServices.to());
              }}
            />
          </div>
        );
      }}
    </PartnerFrame>
  );
}
