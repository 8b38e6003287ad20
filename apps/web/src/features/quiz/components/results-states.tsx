import { CircleAlert, SearchX, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export const gridClass = 'grid grid-cols-1 gap-5 min-[540px]:grid-cols-2 sm:gap-6 xl:grid-cols-3';
const SKELETON_CARDS = 6;

function CardSkeleton() {
  return (
    <div
      className="overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white"
      aria-hidden
      data-testid="suggestion-skeleton"
    >
      <Skeleton className="aspect-[3/2] rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-12 w-full" />
        <div className="flex items-center justify-between pt-3">
          <Skeleton className="h-6 w-20" />
          <Skeleton className="h-9 w-24 rounded-full" />
        </div>
      </div>
    </div>
  );
}

export function ResultsLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading your suggestions...
      </p>
      <div className={gridClass}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

type ResultsEmptyProps = {
  /** The marketplace with the same search, categories and prices. */
  marketplaceHref: string;
  filtered: boolean;
  onClear: () => void;
};

export function ResultsEmpty({ marketplaceHref, filtered, onClear }: ResultsEmptyProps) {
  return (
    <div className="grid justify-items-center rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-sand-500" aria-hidden />
      <p className="mt-4 font-display text-xl font-semibold">No results found.</p>
      <p className="mt-2 max-w-md text-sand-700">
        {filtered
          ? 'Nothing here matches your search and filters. Try the marketplace, or clear them.'
          : 'Nothing matched these answers yet. The marketplace may have what you are looking for.'}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={marketplaceHref}>
            <ShoppingBag aria-hidden />
            Search the Marketplace
          </Link>
        </Button>
        {filtered ? (
          <Button variant="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        ) : null}
      </div>
    </div>
  );
}

type ResultsErrorProps = { message: string; onRetry: () => void; retrying: boolean };

export function ResultsError({ message, onRetry, retrying }: ResultsErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
    >
      <CircleAlert className="size-9" aria-hidden />
      <p className="mt-4 font-semibold">We could not load your suggestions.</p>
      <p className="mt-1 max-w-md text-sm">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try again'}
      </Button>
    </div>
  );
}
