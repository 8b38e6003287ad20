import { useNavigate } from 'react-router';
import type { WellnessService } from '@restora/shared/contracts/services';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { useService } from '@/features/services/api/get-service';
import { ServiceBookingCard } from '@/features/services/components/service-booking-card';
import { ServiceLoadError, ServiceNotFound } from '@/features/services/components/service-not-found';
import { parseListingId } from '@/features/services/components/service-selection';
import { useBookServices } from '@/features/services/components/use-book-services';
import { readActiveListingId, saveBookingSelection } from '@/lib/booking-selection';
import { useIdParam } from '@/lib/id-param';

export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <BookServiceScreen key={id} id={String(id)} />;
}

function NotFound() {
  return (
    <Container>
      <PageMeta title="Service not found" />
      <ServiceNotFound title="Service not found" />
    </Container>
  );
}

function BookServiceScreen({ id }: { id: string }) {
  const service = useService(id);
  const { user, isLoading: sessionPending } = useSession();
  const bookServices = useBookServices();
  const navigate = useNavigate();

  // The selection is saved first so it survives the detour to /auth (docs/decisions/services.md).
  const onBook = (data: WellnessService) => {
    saveBookingSelection({ listingId: String(data.id), type: 'service' });
    if (user) {
      bookServices([data], parseListingId(readActiveListingId()));
      return;
    }
    toast({
      title: 'Authentication required',
      description: 'Please sign in or register to continue booking.',
    });
    void navigate(paths.auth.to(paths.bookService.to(data.id)));
  };

  if (service.data === null) return <NotFound />;
  if (service.isError) {
    return (
      <Container>
        <PageMeta title="Book a Service" />
        <ServiceLoadError onRetry={() => void service.refetch()} retrying={service.isFetching} />
      </Container>
    );
  }

  const data = service.data;
  return (
    <Container className="max-w-5xl py-8 sm:py-14">
      <PageMeta title={data ? `Book ${data.title}` : 'Book a Service'} description={data?.description} />
      {data ? (
        <ServiceBookingCard service={data} onBook={() => onBook(data)} disabled={sessionPending} />
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <p role="status" className="sr-only">
            Loading service...
          </p>
          <Skeleton className="aspect-[3/2] rounded-[var(--radius-card)]" />
          <div className="grid content-start gap-4 py-4">
            <Skeleton className="h-6 w-32 rounded-full" />
            <Skeleton className="h-9 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-11 w-36 rounded-full" />
          </div>
        </div>
      )}
    </Container>
  );
}
