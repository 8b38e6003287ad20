import { useMutation } from '@tanstack/react-query';
import type { MessageReportBody, MessageReportResult } from '@restora/shared/contracts/message-reports';
import { api, unwrap } from '@/lib/api-client';

// A member reports a guest's message to Restora's team (docs/decisions/conversations.md, "Moderation").
// Nothing the console shows changes, so no query is refreshed.

export function useReportPartnerMessage(id: number) {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: MessageReportBody }) =>
      unwrap(
        api.POST('/api/partner/conversations/{id}/messages/{messageId}/report', {
          params: { path: { id, messageId } },
          body,
        }),
      ) as Promise<MessageReportResult>,
  });
}
