import { useSearchParams } from 'react-router';
import { parseResultsFilters, withResultsFilters, type ResultsFilters } from '../lib/results-filters';

export type UpdateResultsFilters = (patch: Partial<ResultsFilters>) => void;

/** The results' search and filters as the URL holds them (beside the answers), and the one way to change them. */
export function useResultsFilters() {
  const [params, setParams] = useSearchParams();
  const filters = parseResultsFilters(params);
  const update: UpdateResultsFilters = (patch) =>
    setParams((current) => withResultsFilters(current, { ...filters, ...patch }), {
      preventScrollReset: true,
      // A clicked checkbox shows its new state at once, never the old one in between.
      flushSync: true,
    });
  return { filters, update };
}
