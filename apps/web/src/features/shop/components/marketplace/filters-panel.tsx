import { Button } from '@/components/ui/button';
import { activeFilterCount, toggle, type MarketplaceSearch } from '@/features/shop/lib/marketplace-search';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { AVAILABILITY_OPTIONS, BAND_OPTIONS, TYPE_OPTIONS, categoryOptions } from './filter-options';
import type { UpdateMarketplaceSearch } from './use-marketplace-search';

type FiltersPanelProps = { state: MarketplaceSearch; update: UpdateMarketplaceSearch };

export function FiltersPanel({ state, update }: FiltersPanelProps) {
  return (
    <div className="grid gap-7">
      <CheckboxGroup
        legend="Product type"
        options={TYPE_OPTIONS}
        selected={state.types}
        onToggle={(type, on) => update({ types: toggle(state.types, type, on) })}
      />
      <CheckboxGroup
        legend="Availability"
        options={AVAILABILITY_OPTIONS}
        selected={state.availability}
        onToggle={(status, on) => update({ availability: toggle(state.availability, status, on) })}
      />
      <CheckboxGroup
        legend="Categories"
        options={categoryOptions(state.categories)}
        selected={state.categories}
        onToggle={(category, on) => update({ categories: toggle(state.categories, category, on) })}
      />
      <CheckboxGroup
        legend="Price"
        options={BAND_OPTIONS}
        selected={state.bands}
        onToggle={(band, on) => update({ bands: toggle(state.bands, band, on) })}
      />
      <Button
        variant="outline"
        disabled={activeFilterCount(state) === 0}
        onClick={() => update({ categories: [], bands: [], types: [], availability: [] })}
      >
        Clear filters
      </Button>
    </div>
  );
}
