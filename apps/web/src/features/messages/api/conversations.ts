import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type { ConversationDetail, ConversationList } from '@restora/shared/contracts/conversations';
import type { AskAboutKind } from '@restora/shared/domain/conversations';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// The guest's side of the conversations API (docs/decisions/conversations.md).

const keys = queryKeys.conversations;

/** One page of the guest's threads, the latest message first. */
export function useConversations({ unread, page }: { unread: boolean; page: number }) {
  return useQuery({
    queryKey: keys.list(unread, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/conversations', {
          params: { query: { ...(unread ? { unread: 'true' as const } : {}), page } },
          signal,
        }),
      ) as Promise<ConversationList>,
    placeholderData: keepPreviousData,
  });
}

/**
 * A thread: its first page is the latest messages (opening it marks it read on the server), each further
 * page the messages before the earliest one shown ("Load earlier messages").
 */
export function useConversation(id: number) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: keys.one(id),
    queryFn: async ({ pageParam, signal }) => {
      const detail = (await unwrap(
        api.GET('/api/conversations/{id}', {
          params: { path: { id }, query: pageParam ? { before: pageParam } : {} },
          signal,
        }),
      )) as ConversationDetail;
      // The newest page read the thread: the badge and the inbox's counts change.
      if (!pageParam) {
        void queryClient.invalidateQueries({ queryKey: keys.unread() });
        void queryClient.invalidateQueries({ queryKey: keys.lists() });
      }
      return detail;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasEarlier && last.messages[0] ? last.messages[0].id : undefined),
    retry: false,
  });
}

export type ConversationPages = InfiniteData<ConversationDetail, number>;

export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: { body: string; photoIds: number[] }) =>
      unwrap(api.POST('/api/conversations/{id}/messages', { params: { path: { id } }, body: message })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}

export type AskHostInput = { about: { kind: AskAboutKind; id: number }; body: string };

/** "Ask the host": starts the guest's question thread with the property, or continues it. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AskHostInput) =>
      unwrap(api.POST('/api/conversations', { body: input })) as Promise<ConversationDetail>,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  });
}
