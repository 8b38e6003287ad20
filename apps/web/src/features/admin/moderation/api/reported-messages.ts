import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MessageModerationResult,
  ModeratedThread,
  ReportedMessagePage,
  SuspendSenderResult,
} from '@restora/shared/contracts/message-reports';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

// Reported conversation messages in the back office (docs/decisions/conversations.md, "Moderation").

export type ReportStatus = 'open' | 'resolved';

export function getReportedMessagesQueryOptions(status: ReportStatus, page: number) {
  return queryOptions({
    queryKey: adminKeys.reportedMessages.page(status, page),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/messages/reported', { params: { query: { status, page } }, signal }),
      ) as Promise<ReportedMessagePage>,
    placeholderData: keepPreviousData,
  });
}

export function useReportedMessages(status: ReportStatus, page: number) {
  return useQuery(getReportedMessagesQueryOptions(status, page));
}

/** A reported thread's latest messages (a thread nobody reported is a 404, even here). */
export function useModeratedThread(id: number) {
  return useQuery({
    queryKey: adminKeys.reportedMessages.thread(id),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/conversations/{id}', { params: { path: { id }, query: {} }, signal }),
      ) as Promise<ModeratedThread>,
    retry: false,
  });
}

export type MessageVerb = 'hide' | 'unhide' | 'dismiss' | 'suspend-sender';

function moderate(id: number, messageId: number, verb: MessageVerb) {
  const options = { params: { path: { id, messageId } } };
  if (verb === 'hide')
    return unwrap(api.POST('/api/admin/conversations/{id}/messages/{messageId}/hide', options));
  if (verb === 'unhide')
    return unwrap(api.POST('/api/admin/conversations/{id}/messages/{messageId}/unhide', options));
  if (verb === 'dismiss')
    return unwrap(api.POST('/api/admin/conversations/{id}/messages/{messageId}/dismiss', options));
  return unwrap(api.POST('/api/admin/conversations/{id}/messages/{messageId}/suspend-sender', options));
}

/** Hide, show again, dismiss or suspend the sender; the thread, the queue and the users' list refresh. */
export function useModerateMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, verb }: { messageId: number; verb: MessageVerb }) =>
      moderate(id, messageId, verb) as Promise<MessageModerationResult | SuspendSenderResult>,
    onSuccess: (_, { verb }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.reportedMessages.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit.all() });
      if (verb === 'suspend-sender') void queryClient.invalidateQueries({ queryKey: adminKeys.users.all() });
    },
  });
}
