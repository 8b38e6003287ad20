import { useRef, type ReactNode } from 'react';
import type { ProductsResponse } from '@restora/shared/contracts/shop';
import { cn } from '@/lib/cn';
import { serializeMarketplaceSearch, type MarketplaceSearch } from '@/features/shop/lib/marketplace-search';
import { Pagination } from '@/components/ui/pagination';
import { PastLastPage } from '@/components/ui/past-last-page';
import { ProductCard } from './product-card';
import { gridClass, ResultsEmpty, ResultsError, ResultsLoading } from './results-states';

type ProductResultsProps = {
  state: MarketplaceSearch;
  filtered: boolean;
  onClear: () => void;
  query: {
    data: ProductsResponse | undefined;
    error: Error | null;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** The search box and the phone's Filters button. */
  toolbar: ReactNode;
};

export function ProductResults({ state, filtered, onClear, query, toolbar }: ProductResultsProps) {
  const topRef = useRef<HTMLHeadingElement>(null);
  const { data, error } = query;
  const busy = query.isFetching && (query.isPlaceholderData || Boolean(error));
  const toTop = () => {
    topRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: ReactNode;
  if (error && !data) {
    body = <ResultsError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!data) {
    body = <ResultsLoading />;
  } else if (data.total === 0) {
    body = (
      <ResultsEmpty
        search={state.search}
        suggestions={data.suggestions}
        filtered={filtered}
        onClear={onClear}
      />
    );
  } else if (data.items.length === 0) {
    body = (
      <PastLastPage
        items="products"
        firstPageSearch={serializeMarketplaceSearch({ ...state, page: 1 }).toString()}
      />
    );
  } else {
    body = (
      <>
        <ul className={cn(gridClass, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {data.items.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} eager={i < 4} />
            </li>
          ))}
        </ul>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          searchFor={(page) => serializeMarketplaceSearch({ ...state, page }).toString()}
          onNavigate={toTop}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="product-results-heading" aria-busy={busy} className="min-w-0">
      <h2 id="product-results-heading" ref={topRef} tabIndex={-1} className="sr-only">
        Products
      </h2>
      <div className="mb-6 grid gap-3">
        {toolbar}
        <p aria-live="polite" className="flex min-h-6 items-center gap-2 text-sand-800">
          <span data-testid="results-count">
            {data === undefined
              ? ''
              : `Showing ${data.total} ${data.total === 1 ? 'product' : 'products'}${state.search ? ` for “${state.search}”` : ''}`}
          </span>
          {busy ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-primary-200 border-t-primary-700"
              aria-hidden
            />
          ) : null}
        </p>
      </div>
      {body}
    </section>
  );
}
