import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ArticleSummary } from '@restora/shared/contracts/content';
import { api } from '../../../lib/api-client';

export type ArticlesFilter = { search: string; category: string };

export function getArticles({ search, category }: ArticlesFilter, { signal }: { signal?: AbortSignal } = {}) {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (category && category !== 'All') params.set('category', category);
  const query = params.size ? `?${params}` : '';
  return api<{ items: ArticleSummary[] }>(`/articles${query}`, { signal });
}

export function getArticlesQueryOptions(filter: ArticlesFilter) {
  return queryOptions({
    queryKey: ['content', 'articles', { search: filter.search.trim(), category: filter.category }],
    queryFn: ({ signal }) => getArticles(filter, { signal }),
    // The previous cards stay on screen while the next search loads, so the grid does not flash.
    placeholderData: keepPreviousData,
  });
}

export function useArticles(filter: ArticlesFilter) {
  return useQuery(getArticlesQueryOptions(filter));
}
