import { Link } from 'react-router';
import { CalendarDays, Images } from 'lucide-react';
import { paths } from '@/config/paths';
import { useIdParam } from '@/lib/id-param';
import { useSession } from '@/features/account/api/get-session';
import { usePartnerRoom } from '@/features/partners/api/get-partner-room';
import { useSavePartnerRoom } from '@/features/partners/api/save-partner-room';
import { RoomForm, roomToForm } from '@/features/partners/components/room-form';
import { NotFound } from '../partner/not-found';
import { PartnerFrame } from '../partner/partner-frame';

/** One room of the partner's properties (docs/decisions/partner-listings.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <RoomScreen key={id} id={id} />;
}

const linkClass =
  'inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline';

function RoomScreen({ id }: { id: number }) {
  const session = useSession();
  const room = usePartnerRoom(id, Boolean(session.user));
  const save = useSavePartnerRoom({ roomId: id });
  return (
    <PartnerFrame
      title={room.data?.title ?? 'Room'}
      returnTo={paths.partnerRoom.to(id)}
      session={session}
      query={room}
      back={{
        to: room.data ? paths.partnerProperty.to(room.data.property.id) : paths.partner.to(),
        label: room.data?.property.name ?? 'Your properties',
      }}
    >
      {(r) => (
        <div className="grid max-w-3xl gap-6">
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to={paths.partnerRoomCalendar.to(r.id)} className={linkClass}>
              <CalendarDays className="size-4" aria-hidden />
              Calendar
            </Link>
            <Link to={paths.partnerRoomPhotos.to(r.id)} className={linkClass}>
              <Images className="size-4" aria-hidden />
              Photos
            </Link>
          </div>
          <RoomForm
            key={r.id}
            defaultValues={roomToForm(r)}
            submitLabel="Save room"
            onSubmit={async (values) => roomToForm(await save.mutateAsync(values))}
          />
        </div>
      )}
    </PartnerFrame>
  );
}
