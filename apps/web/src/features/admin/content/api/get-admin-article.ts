import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminArticle } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getAdminArticle(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminArticle> {
  return unwrap(api.GET('/api/admin/articles/{id}', { params: { path: { id } }, signal }));
}

export function getAdminArticleQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.content.article(id),
    queryFn: ({ signal }) => getAdminArticle(id, { signal }),
  });
}

export function useAdminArticle(id: number) {
  return useQuery(getAdminArticleQueryOptions(id));
}
