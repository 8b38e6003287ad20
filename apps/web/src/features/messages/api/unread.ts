import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@restora/shared/contracts/conversations';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The header's badge: the guest's unread messages over all threads (docs/decisions/conversations.md). In a
 * file of its own: the header is on every page, the rest of the messages API only on theirs. Asked again
 * when the window regains focus and when a thread is read (the thread refreshes this key); no live updates.
 */
export function useUnreadMessages(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.conversations.unread(),
    queryFn: ({ signal }) => unwrap(api.GET('/api/conversations/unread', { signal })) as Promise<UnreadCount>,
    enabled,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}
