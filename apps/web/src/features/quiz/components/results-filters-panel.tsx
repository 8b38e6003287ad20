import type { RecommendationKind } from '@restora/shared/domain/quiz';
import { PRICE_BANDS } from '@restora/shared/domain/price-bands';
import { Button } from '@/components/ui/button';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { activeFilterCount, toggle, type ResultsFilters } from '../lib/results-filters';
import type { UpdateResultsFilters } from './use-results-filters';

const TYPE_OPTIONS: { value: RecommendationKind; label: string }[] = [
  { value: 'stay', label: 'Stays' },
  { value: 'retreat', label: 'Retreats' },
  { value: 'service', label: 'Services' },
  { value: 'product', label: 'Products' },
];

const BAND_OPTIONS = PRICE_BANDS.map((band) => ({ value: band.id, label: band.label }));

type ResultsFiltersPanelProps = {
  filters: ResultsFilters;
  update: UpdateResultsFilters;
  /** The categories the suggestions have (and any chosen that they lack). */
  categories: readonly string[];
};

export function ResultsFiltersPanel({ filters, update, categories }: ResultsFiltersPanelProps) {
  return (
    <div className="grid gap-7">
      <CheckboxGroup
        legend="Type"
        options={TYPE_OPTIONS}
        selected={filters.kinds}
        onToggle={(kind, on) => update({ kinds: toggle(filters.kinds, kind, on) })}
      />
      {categories.length ? (
        <CheckboxGroup
          legend="Category"
          options={categories}
          selected={filters.categories}
          onToggle={(category, on) => update({ categories: toggle(filters.categories, category, on) })}
        />
      ) : null}
      <CheckboxGroup
        legend="Price"
        options={BAND_OPTIONS}
        selected={filters.bands}
        onToggle={(band, on) => update({ bands: toggle(filters.bands, band, on) })}
      />
      <Button
        variant="outline"
        disabled={activeFilterCount(filters) === 0}
        onClick={() => update({ kinds: [], categories: [], bands: [] })}
      >
        Clear filters
      </Button>
    </div>
  );
}
