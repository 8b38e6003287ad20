import { useProducts } from '@/features/shop/api/get-products';
import { activeFilterCount } from '@/features/shop/lib/marketplace-search';
import { FiltersDrawer } from '@/components/ui/filters-drawer';
import { FiltersPanel } from './filters-panel';
import { ProductResults } from './product-results';
import { SearchForm } from '@/components/ui/search-form';
import { useLoadErrorToast } from '../use-load-error-toast';
import { useMarketplaceSearch } from './use-marketplace-search';

/** The filters sidebar (a drawer below 1024 px) beside the search and the grid; all of it lives in the URL. */
export function MarketplaceScreen() {
  const { state, update } = useMarketplaceSearch();
  const products = useProducts(state);
  useLoadErrorToast(
    products.isError ? products.errorUpdatedAt : 0,
    'Failed to load products. Please try again.',
  );
  const activeCount = activeFilterCount(state);
  const panel = <FiltersPanel state={state} update={update} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[15.5rem_minmax(0,1fr)] xl:gap-10">
      <aside aria-labelledby="filters-heading" className="hidden lg:block">
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft lg:sticky lg:top-28">
          <h2 id="filters-heading" className="mb-5 text-xl font-semibold">
            Filters
          </h2>
          {panel}
        </div>
      </aside>
      <ProductResults
        state={state}
        filtered={Boolean(state.search) || activeCount > 0}
        onClear={() => update({ search: '', categories: [], bands: [], types: [], availability: [] })}
        query={products}
        toolbar={
          <div className="flex flex-col gap-3 sm:flex-row">
            <SearchForm
              key={state.search}
              label="Search products"
              value={state.search}
              onSearch={(search) => update({ search })}
            />
            <FiltersDrawer
              activeCount={activeCount}
              showLabel={products.data ? `Show ${products.data.total} products` : 'Show products'}
            >
              {panel}
            </FiltersDrawer>
          </div>
        }
      />
    </div>
  );
}
