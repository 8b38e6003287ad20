import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useFilterOptions } from '@/features/stays/api/get-filter-options';
import { parseStaySearch, serializeStaySearch } from '@/features/stays/lib/search-url';
import { SearchForm } from './search-form';
import {
  applySearch,
  EMPTY_SEARCH,
  fieldsFromSearch,
  homepageQuery,
  type SearchFields,
} from './search-values';

type SearchBarProps = { mode: 'homepage' | 'findstays'; className?: string };

/**
 * Location, dates, guests and wellness goal. On the home page it opens /find-stays with the search; on
 * /find-stays it starts from the URL and rewrites the URL in place, keeping the sidebar filters.
 */
export function SearchBar({ mode, className }: SearchBarProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { data: options, isPending } = useFilterOptions();

  if (mode === 'homepage') {
    return (
      <SearchForm
        initial={EMPTY_SEARCH}
        options={options}
        optionsLoading={isPending}
        onSubmit={(fields) => void navigate(paths.findStays.to(homepageQuery(fields)))}
        className={className}
      />
    );
  }

  const state = parseStaySearch(params);
  const initial = fieldsFromSearch(state, options?.wellnessGoals);
  const onSubmit = (fields: SearchFields) =>
    setParams(serializeStaySearch(applySearch(state, fields, initial.goal)), { preventScrollReset: true });

  return (
    <SearchForm
      initial={initial}
      options={options}
      optionsLoading={isPending}
      onSubmit={onSubmit}
      className={className}
    />
  );
}
