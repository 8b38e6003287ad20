import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminMessagePage, MessageStatus } from '@restora/shared/contracts/admin-moderation';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export type MessagesQuery = {
  status: MessageStatus | 'all';
  recipient: string;
  page: number;
  dir: 'asc' | 'desc';
};

export function listMessages(
  { status, recipient, page, dir }: MessagesQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminMessagePage> {
  return unwrap(
    api.GET('/api/admin/messages', {
      params: {
        query: { page, dir, ...(status === 'all' ? {} : { status }), ...(recipient ? { recipient } : {}) },
      },
      signal,
    }),
  );
}

export function getMessagesQueryOptions(query: MessagesQuery) {
  return queryOptions({
    queryKey: adminKeys.messages.list(query.status, query.recipient, query.page, query.dir),
    queryFn: ({ signal }) => listMessages(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useMessages(query: MessagesQuery) {
  return useQuery(getMessagesQueryOptions(query));
}
