import { useLocation, useNavigate } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import { AskHostButton } from '@/features/messages/components/ask-host-button';
import { useService } from '@/features/services/api/get-service';
import { ServiceDetail } from '@/features/services/components/service-detail';
import { ServiceLoadError, ServiceNotFound } from '@/features/services/components/service-not-found';
import { parseListingId } from '@/features/services/components/service-selection';
import { useBookServices } from '@/features/services/components/use-book-services';
import { readActiveListingId } from '@/lib/booking-selection';
import { useIdParam } from '@/lib/id-param';
import { PageLoading } from '../layout/page-loading';

export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <ServiceDetailScreen key={id} id={String(id)} />;
}

function NotFound() {
  return (
    <Container>
      <PageMeta title="Service Not Found" />
      <ServiceNotFound title="Service Not Found" />
    </Container>
  );
}

function ServiceDetailScreen({ id }: { id: string }) {
  const service = useService(id);
  const bookServices = useBookServices();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first page of a visit: there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? void navigate(paths.services.to()) : void navigate(-1));

  if (service.data === null) return <NotFound />;
  if (service.isError) {
    return (
      <Container>
        <PageMeta title="Wellness service" />
        <ServiceLoadError onRetry={() => void service.refetch()} retrying={service.isFetching} />
      </Container>
    );
  }
  if (!service.data) return <PageLoading />;

  const data = service.data;
  return (
    <Container className="py-6 sm:py-10">
      <PageMeta title={data.title} description={data.description} />
      <ServiceDetail
        service={data}
        onBack={goBack}
        onBook={() => bookServices([data], parseListingId(readActiveListingId()))}
        ask={
          data.propertyId ? (
            <AskHostButton
              about={{ kind: 'service', id: data.id }}
              subject={data.title}
              signedIn={Boolean(user)}
            />
          ) : null
        }
      />
    </Container>
  );
}
