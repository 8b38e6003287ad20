import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerServices } from '@/features/partners/api/get-partner-services';
import { PartnerServicesList } from '@/features/partners/components/partner-services-list';
import { PartnerFrame } from '../partner/partner-frame';

/** The partner's own wellness services (docs/decisions/partner-services.md). */
export function Component() {
  const session = useSession();
  const services = usePartnerServices(Boolean(session.user));
  return (
    <PartnerFrame
      title="Services"
      returnTo={paths.partnerServices.to()}
      session={session}
      query={services}
      section="services"
      sectionHome
    >
      {(data) => <PartnerServicesList services={data.items} />}
    </PartnerFrame>
  );
}
