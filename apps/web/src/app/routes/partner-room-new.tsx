import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/id-param';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerProperty } from '@/features/partners/api/get-partner-property';
import { useSavePartnerRoom } from '@/features/partners/api/save-partner-room';
import { emptyRoom, RoomForm } from '@/features/partners/components/room-form';
import { PartnerFrame } from '../partner/partner-frame';
import { NotFound } from '../partner/not-found';

/** A new room of one of the partner's properties (docs/decisions/partner-listings.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <NewRoomScreen key={id} propertyId={id} />;
}

function NewRoomScreen({ propertyId }: { propertyId: number }) {
  const session = useSession();
  const property = usePartnerProperty(propertyId, Boolean(session.user));
  const save = useSavePartnerRoom({ propertyId });
  const navigate = useNavigate();
  return (
    <PartnerFrame
      title="Add a room"
      returnTo={paths.partnerRoomNew.to(propertyId)}
      session={session}
      query={property}
      back={{ to: paths.partnerProperty.to(propertyId), label: property.data?.name ?? 'The property' }}
    >
      {() => (
        <div className="max-w-3xl">
          <RoomForm
            defaultValues={emptyRoom}
            submitLabel="Add room"
            onSubmit={async (values) => {
              await save.mutateAsync(values);
              void navigate(paths.partnerProperty.to(propertyId));
            }}
          />
        </div>
      )}
    </PartnerFrame>
  );
}
