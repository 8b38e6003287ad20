import { useFilterOptions } from '@/features/stays/api/get-filter-options';
import { useStays } from '@/features/stays/api/search-stays';
import { activeFilterCount } from './filter-values';
import { FiltersDrawer } from '@/components/ui/filters-drawer';
import { FiltersPanel } from './filters-panel';
import { StayResults } from './stay-results';
import { useStaySearch } from './use-stay-search';

/** The filters sidebar (a drawer below 1024 px) beside the results; all of it reads and writes the URL. */
export function FindStaysScreen() {
  const { state, update } = useStaySearch();
  // Both requests start in this one render: neither waits for the other.
  const stays = useStays(state);
  const options = useFilterOptions();
  const activeCount = activeFilterCount(state, options.data?.wellnessFeatures);

  const panel = (
    <FiltersPanel
      state={state}
      update={update}
      options={options.data}
      optionsStatus={options.status}
      onRetryOptions={() => void options.refetch()}
      activeCount={activeCount}
    />
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[16.5rem_minmax(0,1fr)] xl:gap-10">
      <aside aria-labelledby="filters-heading" className="hidden lg:block">
        <div className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft">
          <h2 id="filters-heading" className="mb-5 text-xl font-semibold">
            Filters
          </h2>
          {panel}
        </div>
      </aside>
      <StayResults
        state={state}
        update={update}
        query={stays}
        filtersButton={
          <FiltersDrawer
            activeCount={activeCount}
            showLabel={stays.data ? `Show ${stays.data.total} stay rooms` : 'Show stay rooms'}
          >
            {panel}
          </FiltersDrawer>
        }
      />
    </div>
  );
}
