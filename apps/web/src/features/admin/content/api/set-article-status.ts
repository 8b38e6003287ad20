import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

/** POST .../publish or .../unpublish. */
export function setArticleStatus({ id, publish }: { id: number; publish: boolean }): Promise<AdminArticle> {
  const params = { path: { id } };
  return publish
    ? unwrap(api.POST('/api/admin/articles/{id}/publish', { params }))
    : unwrap(api.POST('/api/admin/articles/{id}/unpublish', { params }));
}

export function useSetArticleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArticleStatus,
    onSuccess: (article) => {
      queryClient.setQueryData(adminKeys.content.article(article.id), article);
      void queryClient.invalidateQueries({ queryKey: adminKeys.content.articles() });
      // The public knowledge centre's lists and article pages change with it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.all() });
    },
  });
}
