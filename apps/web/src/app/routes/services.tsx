import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageMeta } from '@/components/ui/page-meta';
import { useServices } from '@/features/services/api/get-services';
import { parseListingId } from '@/features/services/components/service-selection';
import { ServicesCatalog } from '@/features/services/components/services-catalog';
import {
  ServicesEmpty,
  ServicesError,
  ServicesLoading,
} from '@/features/services/components/services-states';
import { readActiveListingId, saveActiveListingId } from '@/lib/booking-selection';

export function Component() {
  const [params] = useSearchParams();
  const fromUrl = parseListingId(params.get('listingId'));
  const listingId = fromUrl ?? parseListingId(readActiveListingId());
  const services = useServices(listingId === null ? null : String(listingId));

  // Remembers the stay the visitor is adding services to; writes storage, loads nothing.
  useEffect(() => {
    if (fromUrl !== null) saveActiveListingId(String(fromUrl));
  }, [fromUrl]);

  const items = services.data?.items;
  const propertyName = items?.find((s) => s.propertyName)?.propertyName;

  return (
    <Container className="py-10 sm:py-14">
      <PageMeta
        title="Enhance Your Stay"
        description="Add yoga classes, spa treatments, personal training and nutrition sessions to your stay."
      />
      <header className="max-w-2xl wrap-anywhere">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Wellness services</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Enhance Your Stay</h1>
        <p className="mt-4 text-lg text-sand-700">
          {propertyName
            ? `Experiences from ${propertyName}, where you are staying, and our favourite sessions with local practitioners. Select as many as you like and book them together.`
            : 'Yoga, spa treatments, personal training and more with local practitioners. Select as many as you like and book them together.'}
        </p>
      </header>
      <div className="mt-10">
        {items ? (
          items.length ? (
            <ServicesCatalog key={listingId ?? 0} services={items} listingId={listingId} />
          ) : (
            <ServicesEmpty />
          )
        ) : services.isError ? (
          <ServicesError onRetry={() => void services.refetch()} retrying={services.isFetching} />
        ) : (
          <ServicesLoading />
        )}
      </div>
    </Container>
  );
}
