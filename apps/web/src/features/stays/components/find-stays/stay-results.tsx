import { useRef, type ReactNode } from 'react';
import type { StaySearchResponse } from '@restora/shared/contracts/stays';
import { cn } from '@/lib/cn';
import { hasFilters, serializeStaySearch, type StaySearchState } from '@/features/stays/lib/search-url';
import { clearAllFilters } from './filter-values';
import { Pagination } from '@/components/ui/pagination';
import { PastLastPage } from '@/components/ui/past-last-page';
import { ResultsHeader } from './results-header';
import { gridClass, ResultsEmpty, ResultsError, ResultsLoading } from './results-states';
import { StayCard } from './stay-card';

type StayResultsProps = {
  state: StaySearchState;
  update: (patch: Partial<StaySearchState>) => void;
  query: {
    data: StaySearchResponse | undefined;
    error: Error | null;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  filtersButton: ReactNode;
};

/** Count and sort, then the cards (or their loading, empty or error state), then the pages. */
export function StayResults({ state, update, query, filtersButton }: StayResultsProps) {
  const topRef = useRef<HTMLHeadingElement>(null);
  const { data, error } = query;
  const busy = query.isFetching && (query.isPlaceholderData || Boolean(error));
  const qs = serializeStaySearch({
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
    guests: state.guests,
  }).toString();
  const linkSearch = qs ? `?${qs}` : '';

  const toTop = () => {
    topRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  let body: ReactNode;
  if (error && !data) {
    body = (
      <ResultsError
        message={error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!data) {
    body = <ResultsLoading />;
  } else if (data.total === 0) {
    body = <ResultsEmpty filtered={hasFilters(state)} onClear={() => update(clearAllFilters())} />;
  } else if (data.items.length === 0) {
    body = (
      <PastLastPage items="results" firstPageSearch={serializeStaySearch({ ...state, page: 1 }).toString()} />
    );
  } else {
    body = (
      <>
        <ul className={cn(gridClass, 'transition-opacity', query.isPlaceholderData && 'opacity-60')}>
          {data.items.map((stay, i) => (
            <li key={stay.id}>
              <StayCard stay={stay} linkSearch={linkSearch} eager={i < 3} />
            </li>
          ))}
        </ul>
        <Pagination
          page={data.page}
          pageCount={data.pageCount}
          searchFor={(page) => serializeStaySearch({ ...state, page }).toString()}
          onNavigate={toTop}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="stay-results-heading" aria-busy={busy} className="relative min-w-0">
      <h2 id="stay-results-heading" ref={topRef} tabIndex={-1} className="sr-only">
        Stay rooms
      </h2>
      <ResultsHeader
        total={data?.total}
        location={state.location}
        sort={state.sort}
        onSort={(sort) => update({ sort })}
        filtersButton={filtersButton}
        busy={busy}
      />
      {body}
    </section>
  );
}
