import { CircleAlert, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { serializeMarketplaceSearch } from '@/features/shop/lib/marketplace-search';
import { ProductCardSkeleton } from './product-card-skeleton';

export const gridClass = 'grid grid-cols-1 gap-5 min-[480px]:grid-cols-2 sm:gap-6 xl:grid-cols-4';
export const SKELETON_CARDS = 8;

export function ResultsLoading() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading products...
      </p>
      <div className={gridClass}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

type ResultsEmptyProps = {
  /** The search text, when there is one: its close names are offered. */
  search: string;
  suggestions: readonly string[];
  filtered: boolean;
  onClear: () => void;
};

/** 'No products found.', with up to 3 close names for a search, or 'No close matches found.' */
export function ResultsEmpty({ search, suggestions, filtered, onClear }: ResultsEmptyProps) {
  return (
    <div className="grid justify-items-center rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white px-6 py-16 text-center">
      <SearchX className="size-10 text-sand-500" aria-hidden />
      <p className="mt-4 font-display text-xl font-semibold">No products found.</p>
      {search ? (
        suggestions.length ? (
          <div className="mt-4 grid justify-items-center gap-3">
            <p id="suggestions-label" className="text-sand-700">
              Did you mean:
            </p>
            <ul aria-labelledby="suggestions-label" className="flex flex-wrap justify-center gap-2">
              {suggestions.map((name) => (
                <li key={name}>
                  <Button asChild variant="outline" size="sm">
                    <Link to={{ search: serializeMarketplaceSearch({ search: name }).toString() }}>
                      {name}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="mt-2 text-sand-700">No close matches found.</p>
        )
      ) : (
        <p className="mt-2 max-w-sm text-sand-700">Try other filters, or clear them to see every product.</p>
      )}
      {filtered ? (
        <Button className="mt-6" variant={search ? 'outline' : 'primary'} onClick={onClear}>
          Clear search and filters
        </Button>
      ) : null}
    </div>
  );
}

type ResultsErrorProps = { onRetry: () => void; retrying: boolean };

export function ResultsError({ onRetry, retrying }: ResultsErrorProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center rounded-[var(--radius-card)] border border-danger/30 bg-red-50 px-6 py-14 text-center text-red-900"
    >
      <CircleAlert className="size-9" aria-hidden />
      <p className="mt-4 font-semibold">Failed to load products. Please try again.</p>
      <Button variant="outline" className="mt-6" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}
