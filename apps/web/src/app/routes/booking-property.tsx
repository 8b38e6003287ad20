import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/account/api/get-session';
import { useStay } from '@/features/stays/api/get-stay';
import { RoomSummaryCard } from '@/features/stays/components/property/room-summary-card';
import { StayNotFound } from '@/features/stays/components/property/stay-not-found';
import { useStayLoadError } from '@/features/stays/components/property/use-stay-load-error';
import { useIdParam } from '@/lib/id-param';

export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <BookPropertyScreen key={id} id={String(id)} />;
}

function NotFound() {
  return (
    <Container>
      <PageMeta title="Property not found" />
      <StayNotFound title="Property not found" />
    </Container>
  );
}

function BookPropertyScreen({ id }: { id: string }) {
  const stay = useStay(id);
  const { user, isLoading: sessionPending } = useSession();
  useStayLoadError(stay.error);

  if (stay.data === null) return <NotFound />;
  const room = stay.data;

  return (
    <Container className="max-w-5xl py-8 sm:py-14">
      <PageMeta title={room ? `Book ${room.title}` : 'Book a Stay'} description={room?.description} />
      {room ? (
        <RoomSummaryCard room={room} signedIn={user !== null} sessionPending={sessionPending} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <p role="status" className="sr-only">
            Loading property...
          </p>
          <Skeleton className="aspect-[3/2] rounded-[var(--radius-card)]" />
          <div className="grid content-start gap-4 py-4">
            <Skeleton className="h-6 w-32" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-11 w-36" />
          </div>
        </div>
      )}
    </Container>
  );
}
