import { CircleAlert, Leaf } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

export const servicesGridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

export function ServicesLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading services...
      </p>
      <div className={servicesGridClass}>
        {Array.from({ length: 6 }, (_, i) => (
          <div
            key={i}
            className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white"
          >
            <Skeleton className="aspect-[3/2] rounded-none" />
            <div className="grid gap-3 p-5">
              <Skeleton className="h-6 w-24 rounded-full" />
              <Skeleton className="h-6 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-14 w-full" />
              <div className="flex gap-2 pt-2">
                <Skeleton className="h-9 flex-1 rounded-full" />
                <Skeleton className="h-9 flex-1 rounded-full" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The empty state, in the agreed words (docs/decisions/screens-and-texts.md). */
export function ServicesEmpty() {
  return (
    <div className="grid justify-items-center rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
      <Leaf className="size-10 text-sand-500" aria-hidden />
      <h2 className="mt-4 text-xl font-semibold">No services available</h2>
      <p className="mt-2 max-w-sm text-sand-700">
        There are currently no wellness services available for this location.
      </p>
      <Button asChild variant="outline" className="mt-6">
        <Link to={paths.findStays.to()}>Browse stays</Link>
      </Button>
    </div>
  );
}

type ServicesErrorProps = { onRetry: () => void; retrying: boolean };

export function ServicesError({ onRetry, retrying }: ServicesErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
    >
      <CircleAlert className="size-9" aria-hidden />
      <p className="mt-4 font-semibold">We could not load the wellness services.</p>
      <p className="mt-1 text-sm">Check your connection and try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
