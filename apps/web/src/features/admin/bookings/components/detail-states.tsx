import { Link } from 'react-router';
import { Skeleton } from '../../../../components/ui/skeleton';

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

/** A detail page that could not load (not found, or the network), with the way back to its list. */
export function DetailError({ message, back }: { message: string; back: string }) {
  return (
    <div className="mx-auto max-w-md text-center">
      <h1 className="text-3xl font-semibold">{message}</h1>
      <Link
        to=".."
        relative="path"
        className="mt-4 inline-block text-primary-700 underline-offset-4 hover:underline"
      >
        {back}
      </Link>
    </div>
  );
}
