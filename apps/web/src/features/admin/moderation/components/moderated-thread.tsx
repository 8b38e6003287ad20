import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { ModeratedMessage, ModeratedThread } from '@restora/shared/contracts/message-reports';
import { MESSAGE_REPORT_REASON_LABELS } from '@restora/shared/domain/message-reports';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { objectHistorySearch } from '@/features/admin/audit/audit-labels';
import { LoadError } from '@/features/admin/components/load-error';
import { useModeratedThread } from '../api/reported-messages';
import { ListState } from './list-state';
import { ModeratedMessageActions } from './moderated-message-actions';

// A reported thread as the operator sees it (docs/decisions/conversations.md, "Moderation"): every message
// of its latest page, hidden ones marked, each with its sender's account, its reports and the actions.

/** The UTC day and time, as the back office shows times. */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const formatDay = (iso: string) => iso.slice(0, 10);

function Reports({ message }: { message: ModeratedMessage }) {
  if (message.reports.length === 0) return null;
  return (
    <ul className="grid gap-1 rounded-xl bg-accent-50 px-3 py-2 text-sm text-sand-900">
      {message.reports.map((r) => (
        <li key={r.id}>
          <span className="font-semibold">{MESSAGE_REPORT_REASON_LABELS[r.reason]}</span>, by the{' '}
          {r.reporterSide === 'guest' ? 'guest' : 'host'} on {formatDay(r.createdAt)}
          {r.resolution ? ` · ${r.resolution}` : ' · waiting'}
          {r.note ? (
            <span className="block whitespace-pre-line wrap-anywhere text-sand-800">“{r.note}”</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Message({ threadId, message }: { threadId: number; message: ModeratedMessage }) {
  const hidden = message.hiddenAt !== null;
  return (
    <li
      className={cn(
        'grid gap-2 rounded-[var(--radius-card)] border p-4',
        hidden ? 'border-dashed border-sand-400 bg-sand-50' : 'border-sand-200 bg-white',
        message.reports.some((r) => r.resolution === null) && 'border-accent-500',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <span className="font-semibold">
          {message.sender ? (
            <Link to={paths.admin.user.to(message.sender.id)} className="underline-offset-4 hover:underline">
              {message.sender.name}
            </Link>
          ) : (
            'Deleted account'
          )}
        </span>
        <span className="text-sand-700">{message.side === 'guest' ? 'Guest' : 'Host'}</span>
        <time dateTime={message.createdAt} className="text-sand-700">
          {when(message.createdAt)}
        </time>
        {hidden ? (
          <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-medium text-sand-800">
            Hidden {formatDay(message.hiddenAt!)}
          </span>
        ) : null}
      </p>
      <p className={cn('whitespace-pre-wrap wrap-anywhere', hidden && 'text-sand-700')}>{message.body}</p>
      <Reports message={message} />
      <ModeratedMessageActions threadId={threadId} message={message} />
    </li>
  );
}

function ThreadView({ thread }: { thread: ModeratedThread }) {
  return (
    <>
      <PageMeta title={`Conversation ${thread.id}`} />
      <h1 className="mt-4 text-3xl font-semibold wrap-anywhere">{thread.property.name}</h1>
      <p className="mt-2 text-sand-700 wrap-anywhere">
        {thread.organisation.name} and {thread.guestName ?? 'a deleted account'}
        {thread.bookingId ? ` · booking ${thread.bookingId}` : ''}
        {thread.status === 'closed' ? ' · closed by the host' : ''}
      </p>
      <p className="mt-2 text-sm text-sand-700">
        You see this conversation because one of its messages was reported. What you do here is recorded in{' '}
        <Link
          to={paths.admin.history.to(objectHistorySearch('conversation', String(thread.id)))}
          className="text-primary-700 underline underline-offset-2"
        >
          its history
        </Link>
        .
      </p>
      {thread.hasEarlier ? (
        <p className="mt-4 text-sm text-sand-700">Earlier messages are not shown: these are the latest 50.</p>
      ) : null}
      <ol className="mt-6 grid max-w-3xl gap-3" aria-label="Messages">
        {thread.messages.map((m) => (
          <Message key={m.id} threadId={thread.id} message={m} />
        ))}
      </ol>
    </>
  );
}

export function ModeratedThreadDetail({ id }: { id: number }) {
  const thread = useModeratedThread(id);
  return (
    <>
      <Link
        to={paths.admin.reportedMessages.to()}
        className="inline-flex items-center gap-1 text-sm text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden /> Reported messages
      </Link>
      {thread.isError ? (
        <LoadError error={thread.error} />
      ) : (
        <ListState query={thread}>{(t) => <ThreadView thread={t} />}</ListState>
      )}
    </>
  );
}
