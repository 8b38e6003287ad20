import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerRetreats } from '@/features/partners/api/retreat-list';
import { RetreatList } from '@/features/partners/components/retreat-list';
import { PartnerFrame } from '../partner/partner-frame';

/** The partner's retreats (docs/decisions/retreats-partner-console.md). */
export function Component() {
  const session = useSession();
  const retreats = usePartnerRetreats(Boolean(session.user));
  return (
    <PartnerFrame
      title="Retreats"
      returnTo={paths.partnerRetreats.to()}
      session={session}
      query={retreats}
      section="retreats"
      sectionHome
    >
      {(data) => <RetreatList retreats={data.items} />}
    </PartnerFrame>
  );
}
