import { CircleAlert, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StayCardSkeleton } from './stay-card-skeleton';

export const gridClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

export function ResultsLoading() {
  return (
    <div>
      <p role="status" className="mb-6 text-sand-700">
        Loading stay rooms...
      </p>
      <div className={gridClass}>
        {Array.from({ length: 6 }, (_, i) => (
          <StayCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

type ResultsEmptyProps = { filtered: boolean; onClear: () => void };

/**
 * Nothing at all, or nothing that passes the filters (which can be cleared)
 * (docs/decisions/screens-and-texts.md).
 */
export function ResultsEmpty({ filtered, onClear }: ResultsEmptyProps) {
  return (
    <div className="grid justify-items-center rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-sand-500" aria-hidden />
      <p className="mt-4 font-display text-xl font-semibold">
        {filtered ? 'No stay rooms match your filters.' : 'No stay rooms found.'}
      </p>
      {filtered ? (
        <>
          <p className="mt-2 max-w-sm text-sand-700">Try another place, other dates or fewer filters.</p>
          <Button className="mt-6" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <p className="mt-2 max-w-sm text-sand-700">New stays are added regularly. Please check back soon.</p>
      )}
    </div>
  );
}

type ResultsErrorProps = { message: string | undefined; onRetry: () => void; retrying: boolean };

/** 'Failed to fetch stay rooms' or the error's own message (docs/decisions/screens-and-texts.md). */
export function ResultsError({ message, onRetry, retrying }: ResultsErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
    >
      <CircleAlert className="size-9" aria-hidden />
      <p className="mt-4 font-semibold">{message || 'Failed to fetch stay rooms'}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
