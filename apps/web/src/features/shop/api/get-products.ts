import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductsResponse } from '@restora/shared/contracts/shop';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import {
  MARKETPLACE_PAGE_SIZE,
  marketplaceQuery,
  serializeMarketplaceSearch,
  type MarketplaceSearch,
} from '../lib/marketplace-search';

export function getProducts(
  state: MarketplaceSearch,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ProductsResponse> {
  const query = { ...marketplaceQuery(state), pageSize: MARKETPLACE_PAGE_SIZE };
  return unwrap(api.GET('/api/products', { params: { query }, signal }));
}

export function getProductsQueryOptions(state: MarketplaceSearch) {
  return queryOptions({
    queryKey: queryKeys.products.list(serializeMarketplaceSearch(state).toString()),
    queryFn: ({ signal }) => getProducts(state, { signal }),
    // Keep the last results on screen while the next ones load.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(state: MarketplaceSearch) {
  return useQuery(getProductsQueryOptions(state));
}
