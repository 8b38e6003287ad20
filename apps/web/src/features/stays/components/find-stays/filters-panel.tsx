import { useRef } from 'react';
import type { FilterOptions } from '@restora/shared/contracts/stays';
import { Button } from '@/components/ui/button';
import { serializeStaySearch, type StaySearchState } from '@/features/stays/lib/search-url';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { clearSidebarFilters, toggle } from './filter-values';
import { PriceFilter } from './price-filter';
import { PropertyTypeFilter } from './property-type-filter';
import type { UpdateSearch } from './use-stay-search';

type FiltersPanelProps = {
  state: StaySearchState;
  update: UpdateSearch;
  options: FilterOptions | undefined;
  optionsStatus: 'pending' | 'error' | 'success';
  onRetryOptions: () => void;
  activeCount: number;
};

export function FiltersPanel({
  state,
  update,
  options,
  optionsStatus,
  onRetryOptions,
  activeCount,
}: FiltersPanelProps) {
  // Moving a thumb step by step (arrow keys) commits each step: while nothing else has changed since the
  // last price, the steps replace one history entry instead of filling the back button.
  const lastPriceUrl = useRef<string | null>(null);
  const onPrice = (range: { minPrice: number; maxPrice: number }) => {
    const replace = lastPriceUrl.current === serializeStaySearch(state).toString();
    lastPriceUrl.current = serializeStaySearch({ ...state, ...range, page: 1 }).toString();
    update(range, { replace });
  };

  return (
    <div className="grid gap-7">
      <PropertyTypeFilter value={state.propertyType} onChange={(propertyType) => update({ propertyType })} />
      <PriceFilter min={state.minPrice} max={state.maxPrice} onCommit={onPrice} />
      {optionsStatus === 'success' && options ? (
        <>
          <CheckboxGroup
            legend="Wellness features"
            options={options.wellnessFeatures}
            selected={state.wellness}
            onToggle={(feature, on) => update({ wellness: toggle(state.wellness, feature, on) })}
          />
          <CheckboxGroup
            legend="Amenities"
            options={options.amenities}
            selected={state.amenities}
            onToggle={(amenity, on) => update({ amenities: toggle(state.amenities, amenity, on) })}
          />
        </>
      ) : optionsStatus === 'error' ? (
        <div role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-red-900">
          <p>Failed to fetch filter options</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={onRetryOptions}>
            Retry
          </Button>
        </div>
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading filters...</span>
          {Array.from({ length: 6 }, (_, i) => (
            <span key={i} className="h-5 animate-pulse rounded-md bg-sand-100" aria-hidden />
          ))}
        </div>
      )}
      <Button
        variant="outline"
        disabled={activeCount === 0}
        onClick={() => update(clearSidebarFilters(state, options?.wellnessFeatures))}
      >
        Clear filters
      </Button>
    </div>
  );
}
