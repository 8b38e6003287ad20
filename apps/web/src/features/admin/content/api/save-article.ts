import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle, ArticleInput } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

/** POST a new article (a draft), or PUT an existing one's fields. */
export function saveArticle({ id, input }: { id?: number; input: ArticleInput }): Promise<AdminArticle> {
  return id === undefined
    ? unwrap(api.POST('/api/admin/articles', { body: input as never }))
    : unwrap(api.PUT('/api/admin/articles/{id}', { params: { path: { id } }, body: input as never }));
}

export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (article) => {
      queryClient.setQueryData(adminKeys.content.article(article.id), article);
      void queryClient.invalidateQueries({ queryKey: adminKeys.content.articles() });
    },
  });
}
