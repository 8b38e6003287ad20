import type { ReactNode } from 'react';
import type { Recommendation } from '@restora/shared/contracts/quiz';
import { marketplaceLink } from '../lib/marketplace-link';
import {
  activeFilterCount,
  categoryOptions,
  filterRecommendations,
  NO_FILTERS,
} from '../lib/results-filters';
import { saveKey, type SaveState } from '../lib/save-target';
import { RecommendationCard } from './recommendation-card';
import { ResultsEmpty, ResultsError, ResultsLoading, gridClass } from './results-states';
import { FiltersDrawer } from '@/components/ui/filters-drawer';
import { ResultsFiltersPanel } from './results-filters-panel';
import { SearchForm } from '@/components/ui/search-form';
import { useResultsFilters } from './use-results-filters';

/** What the results page needs to save a suggestion; the route composes it from the journey feature. */
export type SaveControls = {
  onSave: (item: Recommendation) => void;
  /** Keyed by saveKey(item): the ones being saved or already saved in this visit. */
  states: Readonly<Record<string, Exclude<SaveState, 'idle'>>>;
  /** True while the session is still unknown. */
  disabled: boolean;
};

/** A product suggestion, with what the shop says about it. */
export type ProductSuggestion = Recommendation & { shop: NonNullable<Recommendation['shop']> };

/**
 * The add-to-cart button of a product suggestion, labelled by the card's title (`describedBy`); the
 * route composes it from the shop feature, as it does the save from the journey feature.
 */
export type CartAction = (item: ProductSuggestion, describedBy: string) => ReactNode;

type QuizResultsProps = {
  query: {
    data: { items: Recommendation[] } | undefined;
    error: Error | null;
    isFetching: boolean;
    refetch: () => unknown;
  };
  save: SaveControls;
  cartAction?: CartAction;
};

/** The filters sidebar (a drawer below 1024 px) beside the search and the grid; filters live in the URL. */
export function QuizResults({ query, save, cartAction }: QuizResultsProps) {
  const { filters, update } = useResultsFilters();
  const items = query.data?.items;
  const shown = items ? filterRecommendations(items, filters) : undefined;
  const activeCount = activeFilterCount(filters);
  const filtered = Boolean(filters.q) || activeCount > 0;
  const panel = (
    <ResultsFiltersPanel
      filters={filters}
      update={update}
      categories={categoryOptions(items ?? [], filters.categories)}
    />
  );

  let body: ReactNode;
  if (query.error && !items) {
    body = (
      <ResultsError
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (!shown) {
    body = <ResultsLoading />;
  } else if (!shown.length) {
    body = (
      <ResultsEmpty
        marketplaceHref={marketplaceLink(filters)}
        filtered={filtered}
        onClear={() => update(NO_FILTERS)}
      />
    );
  } else {
    body = (
      <ul className={gridClass}>
        {shown.map((item, i) => (
          <li key={saveKey(item)}>
            <RecommendationCard
              item={item}
              eager={i < 3}
              saveState={save.states[saveKey(item)] ?? 'idle'}
              saveDisabled={save.disabled}
              onSave={save.onSave}
              cartAction={cartAction}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[15.5rem_minmax(0,1fr)] xl:gap-10">
      <aside aria-labelledby="quiz-filters-heading" className="hidden lg:block">
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft lg:sticky lg:top-28">
          <h2 id="quiz-filters-heading" className="mb-5 text-xl font-semibold">
            Filters
          </h2>
          {panel}
        </div>
      </aside>
      <section aria-labelledby="quiz-results-heading" className="min-w-0">
        <h2 id="quiz-results-heading" className="sr-only">
          Suggestions
        </h2>
        <div className="mb-6 grid gap-3">
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchForm
              key={filters.q}
              label="Search suggestions"
              value={filters.q}
              onSearch={(q) => update({ q })}
            />
            <FiltersDrawer
              activeCount={activeCount}
              showLabel={
                shown === undefined
                  ? 'Show suggestions'
                  : `Show ${shown.length} ${shown.length === 1 ? 'suggestion' : 'suggestions'}`
              }
            >
              {panel}
            </FiltersDrawer>
          </div>
          <p aria-live="polite" className="min-h-6 text-sand-800" data-testid="results-count">
            {shown === undefined
              ? ''
              : `Showing ${shown.length} ${shown.length === 1 ? 'suggestion' : 'suggestions'}${filters.q ? ` for “${filters.q}”` : ''}`}
          </p>
        </div>
        {body}
      </section>
    </div>
  );
}
