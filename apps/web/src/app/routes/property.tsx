import { usePrefetchQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { getBookedRangesQueryOptions } from '@/features/stays/api/get-booked-ranges';
import { useStay } from '@/features/stays/api/get-stay';
import { bookingWindow, todayIso } from '@/features/stays/components/property/booked-nights';
import { AskHostButton } from '@/features/messages/components/ask-host-button';
import { BookingPanel } from '@/features/stays/components/property/booking-panel';
import { StayNotFound } from '@/features/stays/components/property/stay-not-found';
import { MobileBookingBar } from '@/features/stays/components/property/mobile-booking-bar';
import { PropertySkeleton } from '@/features/stays/components/property/property-skeleton';
import { RoomDetails } from '@/features/stays/components/property/room-details';
import { RoomHeader } from '@/features/stays/components/property/room-header';
import { useStayLoadError } from '@/features/stays/components/property/use-stay-load-error';
import { useIdParam } from '@/lib/id-param';

const PANEL_ID = 'book-this-room';

export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <PropertyScreen key={id} id={String(id)} />;
}

function NotFound() {
  return (
    <Container>
      <PageMeta title="Stay room not found" />
      <StayNotFound title="Stay room not found" />
    </Container>
  );
}

function PropertyScreen({ id }: { id: string }) {
  const stay = useStay(id);
  const { user, isLoading: sessionPending } = useSession();
  // The booked nights load alongside the room, not after it (the booking panel reads them).
  const booked = bookingWindow(todayIso());
  usePrefetchQuery(getBookedRangesQueryOptions(id, booked.from, booked.to));
  useStayLoadError(stay.error);

  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of a visit: there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? void navigate(paths.findStays.to()) : void navigate(-1));

  if (stay.data === null) return <NotFound />;
  const room = stay.data;

  return (
    <Container className="py-6 sm:py-10">
      <PageMeta title={room?.title ?? 'Stay room'} description={room?.description} />
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-3">
        <ArrowLeft aria-hidden />
        Back
      </Button>
      {room ? (
        <>
          <div className="mt-4">
            <RoomHeader room={room} />
          </div>
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
            <RoomDetails room={room} signedIn={user !== null} />
            <aside id={PANEL_ID} className="scroll-mt-24 lg:sticky lg:top-28">
              <BookingPanel room={room} signedIn={user !== null} sessionPending={sessionPending} />
              <AskHostButton
                about={{ kind: 'room', id: room.id }}
                subject={room.title}
                signedIn={user !== null}
                className="mt-4"
              />
            </aside>
          </div>
          <MobileBookingBar priceCents={room.priceCents} targetId={PANEL_ID} />
        </>
      ) : (
        <div className="mt-4">
          <PropertySkeleton />
        </div>
      )}
    </Container>
  );
}
