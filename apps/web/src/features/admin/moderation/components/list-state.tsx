import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

type Query<T> = { isPending: boolean; isError: boolean; error: Error | null; data: T | undefined };

/** A list's loading skeleton and error, or the list itself once it has data. */
export function ListState<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <div role="status" className="mt-6 grid gap-3">
        <span className="sr-only">Loading…</span>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    );
  if (query.isError || query.data === undefined)
    return (
      <p role="alert" className="mt-6 text-danger">
        {query.error?.message ?? 'This list could not be loaded.'}
      </p>
    );
  return <>{children(query.data)}</>;
}
