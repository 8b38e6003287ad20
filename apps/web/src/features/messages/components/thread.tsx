import { MessagePhotos } from '@/components/messages/message-photos';
import { Link } from 'react-router';
import { requestStatusLine } from '@restora/shared/domain/booking-requests';
import type { ConversationDetail, ConversationMessage } from '@restora/shared/contracts/conversations';
import { CONVERSATION_CLOSED, GUEST_MESSAGES_TEXTS as T } from '@restora/shared/domain/conversations';
import { ReportMessageAction } from '@/components/report-message/report-message-action';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { aboutText } from './conversation-list';
import { linkify } from '@/lib/linkify';
import { useReportMessage } from '../api/report-message';
import { ReplyForm } from './reply-form';

type Props = {
  /** The newest page: what the thread is about, whether the guest may write. */
  detail: ConversationDetail;
  /** Every message loaded, oldest first. */
  messages: ConversationMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  onLoadEarlier: () => void;
};

/** 'Nov 28, 3:40 PM' in the reader's time zone (the server's render may differ: the browser's wins). */
const sentAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** Who wrote a message, as the guest sees it: "You", or the organisation and the member's first name. */
function senderOf(message: ConversationMessage, organisation: string) {
  if (message.mine || message.side === 'guest') return T.you;
  return message.senderName ? `${organisation} · ${message.senderName}` : organisation;
}

export function Thread({ detail, messages, hasEarlier, loadingEarlier, onLoadEarlier }: Props) {
  const about = aboutText(detail.about);
  const report = useReportMessage(detail.id);
  return (
    <div className="grid gap-6">
      <div>
        <Link
          to={paths.messages.to()}
          className="text-sm font-medium text-primary-700 underline underline-offset-2"
        >
          {T.backToInbox}
        </Link>
        <h1 className="mt-3 text-3xl font-semibold wrap-anywhere sm:text-4xl">
          {detail.about.property.name}
        </h1>
        <p className="mt-1 text-sand-700 wrap-anywhere">
          {detail.organisation.name}
          {about ? ` · ${about}` : ''}
        </p>
        {requestStatusLine(detail.about.bookingStatus) ? (
          <p role="status" className="mt-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sand-800">
            {requestStatusLine(detail.about.bookingStatus)}
          </p>
        ) : null}
      </div>
      <section aria-label="Messages" className="grid gap-4">
        {hasEarlier ? (
          <Button
            variant="outline"
            className="justify-self-center"
            disabled={loadingEarlier}
            onClick={onLoadEarlier}
          >
            {T.loadEarlier}
          </Button>
        ) : null}
        {messages.length ? (
          <ol className="grid gap-3">
            {messages.map((m) => {
              const mine = m.mine || m.side === 'guest';
              return (
                <li
                  key={m.id}
                  className={cn(
                    'grid max-w-[min(36rem,90%)] gap-1 rounded-2xl px-4 py-3',
                    mine
                      ? 'justify-self-end bg-primary-50 text-ink'
                      : 'justify-self-start border border-sand-200 bg-white',
                  )}
                >
                  <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-sand-600">
                    <span className="font-semibold text-sand-800">
                      {senderOf(m, detail.organisation.name)}
                    </span>
                    <time dateTime={m.createdAt} suppressHydrationWarning>
                      {sentAt(m.createdAt)}
                    </time>
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere" data-testid="message-body">
                    {linkify(m.body)}
                  </p>
                  <MessagePhotos photos={m.photos} />
                  {mine ? null : (
                    <ReportMessageAction
                      from={senderOf(m, detail.organisation.name)}
                      onReport={(body) => report.mutateAsync({ messageId: m.id, body })}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="text-sand-700">{T.noMessagesYet}</p>
        )}
      </section>
      {detail.guestMayWrite ? (
        <ReplyForm conversationId={detail.id} />
      ) : (
        <p role="status" className="rounded-xl bg-sand-100 p-4 text-sm font-medium">
          {CONVERSATION_CLOSED}
        </p>
      )}
    </div>
  );
}
