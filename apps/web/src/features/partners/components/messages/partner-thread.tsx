import { MessagePhotos } from '@/components/messages/message-photos';
import { lazy, Suspense, useId } from 'react';
import { requestStatusLine } from '@restora/shared/domain/booking-requests';
import type { ConversationDetail, ConversationMessage } from '@restora/shared/contracts/conversations';
import type { MessageReportBody } from '@restora/shared/contracts/message-reports';
import { DELETED_GUEST, type ConversationStatus } from '@restora/shared/domain/conversations';
import { PARTNER_MESSAGES_TEXTS as T } from '@restora/shared/domain/partner-conversations';
import { ReportMessageAction } from '@/components/report-message/report-message-action';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { linkify } from '@/lib/linkify';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { aboutLine, formatWhen } from './partner-inbox';

// The reply form loads after the thread's first JavaScript, as other console forms do (bundle-budget.md).
const ReplyForm = lazy(() => import('./reply-form'));

type Props = {
  thread: ConversationDetail;
  /** Messages before the thread's latest page, oldest first, loaded on demand. */
  earlier: ConversationMessage[];
  hasEarlier: boolean;
  loadingEarlier: boolean;
  earlierError: string | null;
  onLoadEarlier: () => void;
  onSend: (message: { body: string; photoIds: number[] }) => Promise<unknown>;
  onSetStatus: (status: ConversationStatus) => Promise<unknown>;
  /** Reports a guest's message to Restora's team (docs/decisions/conversations.md, "Moderation"). */
  onReport: (messageId: number, body: MessageReportBody) => Promise<unknown>;
};

/** One thread as the organisation sees it: its messages oldest first, the reply, and closing it. */
export function PartnerThread({
  thread,
  earlier,
  hasEarlier,
  loadingEarlier,
  earlierError,
  onLoadEarlier,
  onSend,
  onSetStatus,
  onReport,
}: Props) {
  const id = useId();
  // The latest page may have moved on since earlier pages were loaded (a reply sent): one copy of each.
  const messages = [...new Map([...earlier, ...thread.messages].map((m) => [m.id, m])).values()].sort(
    (a, b) => a.id - b.id,
  );
  const closed = thread.status === 'closed';
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-sand-700 wrap-anywhere">{aboutLine(thread.about)}</p>
        {requestStatusLine(thread.about.bookingStatus) ? (
          <p role="status" className="mt-2 rounded-xl bg-sand-100 px-3 py-2 text-sm text-sand-800">
            {requestStatusLine(thread.about.bookingStatus)}
            {thread.about.bookingStatus === 'requested' ? (
              <>
                {' '}
                {/* A retreat's place is answered on the retreat's page, a stay's on the bookings page. */}
                <Link
                  to={
                    thread.about.retreatBookingId !== null && thread.about.retreat
                      ? paths.partnerRetreat.to(thread.about.retreat.id)
                      : paths.partnerBookings.to()
                  }
                  className="font-medium text-primary-700 underline"
                >
                  Accept or decline
                </Link>
              </>
            ) : null}
          </p>
        ) : null}
        <ConfirmButton
          variant="outline"
          size="sm"
          confirm={
            closed
              ? {
                  title: T.reopenTitle,
                  description: T.reopenDescription,
                  confirmLabel: T.reopenConfirm,
                  pendingLabel: T.reopenPending,
                  cancelLabel: T.keep,
                  onConfirm: () => onSetStatus('open'),
                }
              : {
                  title: T.closeTitle,
                  description: T.closeDescription,
                  confirmLabel: T.closeConfirm,
                  pendingLabel: T.closePending,
                  cancelLabel: T.keep,
                  onConfirm: () => onSetStatus('closed'),
                }
          }
        >
          {closed ? T.reopenThread : T.closeThread}
        </ConfirmButton>
      </div>
      {closed ? (
        <p className="rounded-xl border border-sand-300 bg-sand-50 px-4 py-3 text-sm text-sand-800">
          {thread.guestMayWrite ? T.closedButBooking : T.closedNote}
        </p>
      ) : null}
      <section aria-labelledby={`${id}-messages`} className="grid gap-4">
        <h2 id={`${id}-messages`} className="sr-only">
          Messages
        </h2>
        {hasEarlier ? (
          <div>
            <Button variant="outline" size="sm" disabled={loadingEarlier} onClick={onLoadEarlier}>
              {loadingEarlier ? T.loadingEarlier : T.earlier}
            </Button>
          </div>
        ) : null}
        <FormAlert message={earlierError} />
        {messages.length === 0 ? (
          <p className="text-sand-700">{T.noMessages}</p>
        ) : (
          <ol className="grid gap-3">
            {messages.map((m) => {
              const name =
                m.side === 'guest'
                  ? thread.guestName
                  : (m.senderName ?? DELETED_GUEST) + (m.mine ? ` (${T.you})` : '');
              return (
                <li
                  key={m.id}
                  className={cn(
                    'grid gap-1 rounded-[var(--radius-card)] border p-4 sm:max-w-[85%]',
                    m.side === 'partner'
                      ? 'border-primary-200 bg-primary-50 sm:justify-self-end'
                      : 'border-sand-200 bg-white sm:justify-self-start',
                  )}
                >
                  <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
                    <span className="font-semibold">{name}</span>
                    <time dateTime={m.createdAt} className="text-sand-600">
                      {formatWhen(m.createdAt)}
                    </time>
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere">{linkify(m.body)}</p>
                  <MessagePhotos photos={m.photos} />
                  {m.side === 'guest' ? (
                    <ReportMessageAction from={name} onReport={(body) => onReport(m.id, body)} />
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <section aria-labelledby={`${id}-reply`} className="grid gap-3">
        <h2 id={`${id}-reply`} className="text-xl font-semibold">
          Reply to {thread.guestName}
        </h2>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <ReplyForm threadId={thread.id} onSend={onSend} />
        </Suspense>
      </section>
    </div>
  );
}
