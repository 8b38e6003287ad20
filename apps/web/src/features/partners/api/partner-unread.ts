import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@restora/shared/contracts/conversations';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

/**
 * The caller's unread messages over the organisation's threads, for the console nav. Asked again when the
 * window regains focus and after a thread is read; no live updates (docs/decisions/conversations.md).
 */
export function usePartnerUnread() {
  return useQuery({
    queryKey: partnerKeys.conversationsUnread(),
    queryFn: ({ signal }): Promise<UnreadCount> =>
      unwrap(api.GET('/api/partner/conversations/unread', { signal })),
    retry: false,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
}

/** A count of unread messages, for screen readers (in the nav and the inbox). */
export const unreadLabel = (n: number) => (n === 1 ? '1 unread message' : `${n} unread messages`);
