import type { ReactNode } from 'react';
import type { StaySort } from '@restora/shared/domain/stay-vocabulary';
import { SortSelect } from './sort-select';

type ResultsHeaderProps = {
  total: number | undefined;
  location: string;
  sort: StaySort;
  onSort: (sort: StaySort) => void;
  /** The phone's "Filters" button. */
  filtersButton: ReactNode;
  busy: boolean;
};

/** 'Showing N stay rooms' plus ' in {location}' (docs/decisions/stay-search.md). */
export function ResultsHeader({ total, location, sort, onSort, filtersButton, busy }: ResultsHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <p aria-live="polite" className="flex items-center gap-2 text-sand-800">
        <span data-testid="results-count">
          {total === undefined ? '' : `Showing ${total} stay rooms${location ? ` in ${location}` : ''}`}
        </span>
        {busy ? (
          <span
            className="size-4 animate-spin rounded-full border-2 border-primary-200 border-t-primary-700"
            aria-hidden
          />
        ) : null}
      </p>
      <div className="flex w-full items-center gap-2 sm:w-auto [&>*]:flex-1 sm:[&>*]:flex-none">
        {filtersButton}
        <SortSelect value={sort} onChange={onSort} />
      </div>
    </div>
  );
}
