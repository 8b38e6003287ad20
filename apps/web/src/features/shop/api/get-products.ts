import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@restora/shared/contracts/shop';
import { api } from '../../../lib/api-client';
import {
  MARKETPLACE_PAGE_SIZE,
  serializeMarketplaceSearch,
  type MarketplaceSearch,
} from '../lib/marketplace-search';

export function getProducts(state: MarketplaceSearch, { signal }: { signal?: AbortSignal } = {}) {
  const params = serializeMarketplaceSearch(state);
  params.set('pageSize', String(MARKETPLACE_PAGE_SIZE));
  return api<ProductsResponse>(`/products?${params.toString()}`, { signal });
}

export function getProductsQueryOptions(state: MarketplaceSearch) {
  return queryOptions({
    queryKey: ['products', 'list', serializeMarketplaceSearch(state).toString()],
    queryFn: ({ signal }) => getProducts(state, { signal }),
    // Keep the last results on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(state: MarketplaceSearch) {
  return useQuery(getProductsQueryOptions(state));
}
