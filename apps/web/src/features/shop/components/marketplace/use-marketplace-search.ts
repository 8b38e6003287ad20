import { useSearchParams } from 'react-router';
import {
  parseMarketplaceSearch,
  serializeMarketplaceSearch,
  type MarketplaceSearch,
} from '@/features/shop/lib/marketplace-search';

export type UpdateMarketplaceSearch = (patch: Partial<MarketplaceSearch>) => void;

/** The filters as the URL holds them, and the one way to change them (back to page 1 unless a page is set). */
export function useMarketplaceSearch() {
  const [params, setParams] = useSearchParams();
  const state = parseMarketplaceSearch(params);
  const update: UpdateMarketplaceSearch = (patch) =>
    setParams(serializeMarketplaceSearch({ ...state, page: 1, ...patch }), {
      preventScrollReset: true,
      // A clicked checkbox shows its new state at once, never the old one in between.
      flushSync: true,
    });
  return { state, update };
}
