import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/features/admin/components/load-error';

/** A detail page while it loads. */
export function DetailLoading() {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-40" />
      <Skeleton className="h-24" />
    </div>
  );
}

/**
 * A detail page that could not load, with the way back to its list: a heading that says what happened
 * (not found, or a failure) and the API's words announced as an alert, not read as the page's heading.
 */
export function DetailError({ error, back }: { error?: Error; back: { to: string; label: string } }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 text-center">
      <LoadError error={error} className="mt-0 justify-items-center" />
      <Link to={back.to} className="text-primary-700 underline-offset-4 hover:underline">
        {back.label}
      </Link>
    </div>
  );
}
