import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageNotFound } from '@/lib/page-status';

/** 'Service Not Found' (detail) or 'Service not found' (booking): an unknown id, with a way back. */
export function ServiceNotFound({ title }: { title: string }) {
  // The page is answered 404 when the server renders this state (docs/decisions/missing-records.md).
  usePageNotFound();
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center sm:py-20">
      <span className="grid size-14 place-items-center rounded-full bg-primary-50 text-primary-700">
        <SearchX className="size-7" aria-hidden />
      </span>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="text-sand-700">
        This service may no longer be offered, or the link may be incomplete. There are plenty more to choose
        from.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.services.to()}>Back to Services</Link>
      </Button>
    </div>
  );
}

/** Loading failed for another reason than an unknown id. */
export function ServiceLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center sm:py-20">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="text-sand-700">We could not load this service. Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
