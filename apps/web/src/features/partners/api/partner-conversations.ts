import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationList } from '@restora/shared/contracts/conversations';
import type { ConversationStatus } from '@restora/shared/domain/conversations';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';

export type InboxParams = {
  unread: boolean;
  propertyId: number | null;
  status: ConversationStatus | null;
  page: number;
};

export function getPartnerConversations(p: InboxParams, { signal }: { signal?: AbortSignal } = {}) {
  const query = {
    page: p.page,
    ...(p.unread ? { unread: 'true' as const } : {}),
    ...(p.propertyId ? { propertyId: p.propertyId } : {}),
    ...(p.status ? { status: p.status } : {}),
  };
  return unwrap(
    api.GET('/api/partner/conversations', { params: { query }, signal }),
  ) as Promise<ConversationList>;
}

/** One page of the organisation's threads, newest first; the previous page stays shown while the next loads. */
export function usePartnerConversations(params: InboxParams, enabled: boolean) {
  return useQuery({
    queryKey: partnerKeys.conversationPage(params),
    queryFn: ({ signal }) => getPartnerConversations(params, { signal }),
    retry: false,
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function getPartnerConversation(
  id: number,
  before?: number,
  { signal }: { signal?: AbortSignal } = {},
) {
  return unwrap(
    api.GET('/api/partner/conversations/{id}', {
      params: { path: { id }, query: before ? { before } : {} },
      signal,
    }),
  ) as Promise<ConversationDetail>;
}

/** The caller read something: the nav's count and the inbox's badges change. */
function useRefreshInbox() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: partnerKeys.conversationsUnread() });
    void queryClient.invalidateQueries({ queryKey: [...partnerKeys.conversations(), 'page'] });
  };
}

/** A thread with its latest messages; the API marks it read, so the counts are asked again. */
export function usePartnerConversation(id: number, enabled: boolean) {
  const refresh = useRefreshInbox();
  return useQuery({
    queryKey: partnerKeys.conversation(id),
    queryFn: async ({ signal }) => {
      const thread = await getPartnerConversation(id, undefined, { signal });
      refresh();
      return thread;
    },
    retry: false,
    enabled,
  });
}

export function useSendPartnerMessage(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (message: { body: string; photoIds: number[] }) =>
      unwrap(
        api.POST('/api/partner/conversations/{id}/messages', { params: { path: { id } }, body: message }),
      ) as Promise<ConversationDetail>,
    onSuccess: (thread) => {
      queryClient.setQueryData(partnerKeys.conversation(id), thread);
      refresh();
    },
  });
}

/** Closes the thread to the guest's new messages, or opens it again. */
export function useSetConversationStatus(id: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: (status: ConversationStatus) =>
      unwrap(
        api.POST('/api/partner/conversations/{id}/status', { params: { path: { id } }, body: { status } }),
      ) as Promise<ConversationDetail>,
    onSuccess: (thread) => {
      queryClient.setQueryData(partnerKeys.conversation(id), thread);
      refresh();
    },
  });
}
