import { useSearchParams } from 'react-router';
import { parseStaySearch, serializeStaySearch, type StaySearchState } from '@/features/stays/lib/search-url';

export type UpdateSearch = (patch: Partial<StaySearchState>, options?: { replace?: boolean }) => void;

/**
 * The search as the URL holds it, and the one way to change it. Every change is a new history entry (so
 * back restores the previous search) and goes back to page 1 unless it sets the page itself.
 */
export function useStaySearch() {
  const [params, setParams] = useSearchParams();
  const state = parseStaySearch(params);
  const update: UpdateSearch = (patch, { replace = false } = {}) =>
    setParams(serializeStaySearch({ ...state, page: 1, ...patch }), {
      replace,
      preventScrollReset: true,
      // Render the new URL at once, so a clicked checkbox or radio never shows its old state in between.
      flushSync: true,
    });
  return { state, update };
}
