import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticlePage } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export type ArticleListQuery = {
  page: number;
  sort: 'updated' | 'title';
  dir: 'asc' | 'desc';
  search?: string;
  status?: 'draft' | 'published';
  category?: string;
};

export function listAdminArticles(query: ArticleListQuery, { signal }: { signal?: AbortSignal } = {}) {
  return unwrap(
    api.GET('/api/admin/articles', { params: { query: query as never }, signal }),
  ) as Promise<AdminArticlePage>;
}

export function getAdminArticlesQueryOptions(query: ArticleListQuery) {
  return queryOptions({
    queryKey: adminKeys.content.articleList(JSON.stringify(query)),
    queryFn: ({ signal }) => listAdminArticles(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminArticles(query: ArticleListQuery) {
  return useQuery(getAdminArticlesQueryOptions(query));
}
