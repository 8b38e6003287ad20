import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '@restora/shared/contracts/content';
import { api, unwrap } from '@/lib/api-client';
import { orMissing } from '@/lib/missing-record';
import { queryKeys } from '@/lib/query-keys';

/** One article by its slug (/knowledge/{slug}) or its numeric id (/article/{id}). */
export function getArticle(idOrSlug: string, { signal }: { signal?: AbortSignal } = {}): Promise<Article> {
  return unwrap(api.GET('/api/articles/{idOrSlug}', { params: { path: { idOrSlug } }, signal }));
}

export function getArticleQueryOptions(idOrSlug: string) {
  return queryOptions({
    queryKey: queryKeys.content.article(idOrSlug),
    // null when the API does not know the article (docs/decisions/missing-records.md).
    queryFn: ({ signal }) => orMissing(getArticle(idOrSlug, { signal })),
    staleTime: 10 * 60_000,
  });
}

export function useArticle(idOrSlug: string) {
  return useQuery(getArticleQueryOptions(idOrSlug));
}
