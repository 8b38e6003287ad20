import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerHome } from '@/features/partners/api/get-partner-home';
import { useRetreatRooms } from '@/features/partners/api/retreat-rooms';
import { useSavePartnerRetreat } from '@/features/partners/api/retreat-save';
import { LazyRetreatForm } from '@/features/partners/components/retreat-form-lazy';
import { emptyRetreat } from '@/features/partners/components/retreat-form-values';
import { PartnerFrame } from '../partner/partner-frame';
import { partnerPropertyOptions } from '../partner/property-options';

/** A new retreat, a draft until published (docs/decisions/retreats-partner-console.md). */
export function Component() {
  const session = useSession();
  const home = usePartnerHome(Boolean(session.user));
  const save = useSavePartnerRetreat();
  const navigate = useNavigate();
  return (
    <PartnerFrame
      title="New retreat"
      returnTo={paths.partnerRetreatNew.to()}
      session={session}
      query={home}
      section="retreats"
      back={{ to: paths.partnerRetreats.to(), label: 'Your retreats' }}
    >
      {(data) => {
        const properties = partnerPropertyOptions(data);
        return (
          <div className="max-w-3xl">
            <LazyRetreatForm
              properties={properties}
              useRooms={useRetreatRooms}
              defaultValues={emptyRetreat(properties.length === 1 ? String(properties[0]!.id) : '')}
              submitLabel="Create retreat"
              onSubmit={async (values) => {
                const created = await save.mutateAsync(values);
                void navigate(paths.partnerRetreat.to(created.id));
              }}
            />
          </div>
        );
      }}
    </PartnerFrame>
  );
}
