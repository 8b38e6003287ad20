import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HomeTexts, HomeTextsInput } from '@restora/shared/contracts/admin-content';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from '@/features/admin/api/query-keys';

// GET and PUT /api/admin/home-texts: one resource, read and written by one form.

export function getHomeTexts({ signal }: { signal?: AbortSignal } = {}): Promise<HomeTexts> {
  return unwrap(api.GET('/api/admin/home-texts', { signal }));
}

export function getHomeTextsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.content.homeTexts(),
    queryFn: ({ signal }) => getHomeTexts({ signal }),
  });
}

export function useHomeTexts() {
  return useQuery(getHomeTextsQueryOptions());
}

export function useUpdateHomeTexts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HomeTextsInput): Promise<HomeTexts> =>
      unwrap(api.PUT('/api/admin/home-texts', { body: input })),
    onSuccess: (texts) => {
      queryClient.setQueryData(adminKeys.content.homeTexts(), texts);
      void queryClient.invalidateQueries({ queryKey: queryKeys.content.staticData() });
    },
  });
}
