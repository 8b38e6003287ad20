import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '@restora/shared/contracts/content';
import type { ARTICLE_CATEGORIES } from '@restora/shared/domain/content-vocabulary';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ArticlesFilter = { search: string; category: (typeof ARTICLE_CATEGORIES)[number] };

export function getArticles(
  { search, category }: ArticlesFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<{ items: ArticleSummary[] }> {
  const query = {
    search: search.trim() || undefined,
    category: category && category !== 'All' ? category : undefined,
  };
  return unwrap(api.GET('/api/articles', { params: { query }, signal }));
}

export function getArticlesQueryOptions(filter: ArticlesFilter) {
  return queryOptions({
    queryKey: queryKeys.content.articles({ search: filter.search.trim(), category: filter.category }),
    queryFn: ({ signal }) => getArticles(filter, { signal }),
    // The previous cards stay on screen while the next search loads, so the grid does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useArticles(filter: ArticlesFilter) {
  return useQuery(getArticlesQueryOptions(filter));
}
