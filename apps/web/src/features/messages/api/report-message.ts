import { useMutation } from '@tanstack/react-query';
import type { MessageReportBody, MessageReportResult } from '@restora/shared/contracts/message-reports';
import { api, unwrap } from '@/lib/api-client';

// The guest reports a host's message to Restora's team (docs/decisions/conversations.md, "Moderation").
// Nothing the guest sees changes, so no query is refreshed.

export function reportMessage(id: number, messageId: number, body: MessageReportBody) {
  return unwrap(
    api.POST('/api/conversations/{id}/messages/{messageId}/report', {
      params: { path: { id, messageId } },
      body,
    }),
  ) as Promise<MessageReportResult>;
}

export function useReportMessage(id: number) {
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: number; body: MessageReportBody }) =>
      reportMessage(id, messageId, body),
  });
}
