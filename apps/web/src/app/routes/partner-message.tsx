import { useState } from 'react';
import type { ConversationMessage } from '@restora/shared/contracts/conversations';
import { PARTNER_MESSAGES_TEXTS as T } from '@restora/shared/domain/partner-conversations';
import { paths } from '@/config/paths';
import { useSession } from '@/features/account/api/get-session';
import {
  getPartnerConversation,
  usePartnerConversation,
  useSendPartnerMessage,
  useSetConversationStatus,
} from '@/features/partners/api/partner-conversations';
import { useReportPartnerMessage } from '@/features/partners/api/report-partner-message';
import { PartnerThread } from '@/features/partners/components/messages/partner-thread';
import { useIdParam } from '@/lib/id-param';
import { NotFound } from '../partner/not-found';
import { PartnerFrame } from '../partner/partner-frame';

/** One of the organisation's threads; opening it marks it read (docs/decisions/conversations.md). */
export function Component() {
  const id = useIdParam();
  return id === null ? <NotFound /> : <ThreadScreen key={id} id={id} />;
}

function ThreadScreen({ id }: { id: number }) {
  const session = useSession();
  const thread = usePartnerConversation(id, Boolean(session.user));
  const send = useSendPartnerMessage(id);
  const setStatus = useSetConversationStatus(id);
  const report = useReportPartnerMessage(id);
  // Older pages, asked with `before` the oldest message shown; the latest page stays the query's.
  const [earlier, setEarlier] = useState<{ messages: ConversationMessage[]; hasEarlier: boolean } | null>(
    null,
  );
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [earlierError, setEarlierError] = useState<string | null>(null);

  // The latest page shown is kept with them: a reply sent later moves that page on by one.
  const loadEarlier = async (shown: ConversationMessage[]) => {
    const oldest = shown[0];
    if (!oldest) return;
    setLoadingEarlier(true);
    setEarlierError(null);
    try {
      const page = await getPartnerConversation(id, oldest.id);
      setEarlier((prev) => ({
        messages: [...page.messages, ...(prev?.messages ?? []), ...shown],
        hasEarlier: page.hasEarlier,
      }));
    } catch (error) {
      setEarlierError(error instanceof Error ? error.message : String(error));
    } finally {
      setLoadingEarlier(false);
    }
  };

  return (
    <PartnerFrame
      title={thread.data?.guestName ?? T.title}
      returnTo={paths.partnerMessage.to(id)}
      session={session}
      query={thread}
      section="messages"
      back={{ to: paths.partnerMessages.to(), label: T.back }}
      description="A conversation with a guest on Restora."
    >
      {(t) => {
        const shown = [...(earlier?.messages ?? []), ...t.messages];
        return (
          <PartnerThread
            thread={t}
            earlier={earlier?.messages ?? []}
            hasEarlier={earlier ? earlier.hasEarlier : t.hasEarlier}
            loadingEarlier={loadingEarlier}
            earlierError={earlierError}
            onLoadEarlier={() => void loadEarlier(shown)}
            onSend={(body) => send.mutateAsync(body)}
            onSetStatus={(status) => setStatus.mutateAsync(status)}
            onReport={(messageId, body) => report.mutateAsync({ messageId, body })}
          />
        );
      }}
    </PartnerFrame>
  );
}
