import { Link } from 'react-router';
import type { ConversationSummary } from '@restora/shared/contracts/conversations';
import { GUEST_MESSAGES_TEXTS as T, unreadText } from '@restora/shared/domain/conversations';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatLocalDate } from '@/lib/format';
import { MessagePreview } from '@/components/messages/message-preview';

/** What a thread is about, after its property: the room, retreat, service or booking. */
export function aboutText(about: ConversationSummary['about']): string | null {
  if (about.bookingId) return `Booking #${about.bookingId}${about.room ? ` · ${about.room.title}` : ''}`;
  if (about.retreatBookingId) return `Retreat place #${about.retreatBookingId}`;
  return about.room?.title ?? about.retreat?.title ?? about.service?.title ?? null;
}

type Props = { conversations: ConversationSummary[]; unreadOnly: boolean };

/** The guest's threads, the latest message first, each with its unread count. */
export function ConversationList({ conversations, unreadOnly }: Props) {
  if (!conversations.length)
    return (
      <div className="rounded-[var(--radius-card)] border border-dashed border-sand-300 bg-white p-10 text-center">
        <p className="text-lg font-semibold">{unreadOnly ? T.emptyUnreadTitle : T.emptyTitle}</p>
        <p className="mt-1 text-sand-700">{unreadOnly ? T.emptyUnreadText : T.emptyText}</p>
        <Button asChild className="mt-5">
          {unreadOnly ? (
            <Link to={paths.messages.to()}>See all messages</Link>
          ) : (
            <Link to={paths.findStays.to()}>{T.findStays}</Link>
          )}
        </Button>
      </div>
    );
  return (
    <ul className="grid gap-3">
      {conversations.map((c) => {
        const about = aboutText(c.about);
        return (
          <li key={c.id}>
            <Link
              to={paths.message.to(c.id)}
              className={cn(
                'grid gap-1 rounded-[var(--radius-card)] border bg-white p-4 shadow-soft transition-colors hover:border-primary-300 sm:p-5',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                c.unread > 0 ? 'border-primary-200' : 'border-sand-200',
              )}
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className={cn('wrap-anywhere', c.unread > 0 ? 'font-semibold' : 'font-medium')}>
                  {c.about.property.name}
                </span>
                <time dateTime={c.lastMessageAt} className="text-xs text-sand-600">
                  {formatLocalDate(c.lastMessageAt)}
                </time>
              </span>
              {about ? <span className="text-sm text-sand-700 wrap-anywhere">{about}</span> : null}
              <MessagePreview last={c.lastMessage} unread={c.unread > 0} />
              <span className="flex flex-wrap items-center gap-2 text-sm text-sand-600">
                <span className="wrap-anywhere">{c.organisation.name}</span>
                {c.status === 'closed' ? (
                  <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-sand-700">
                    {T.closed}
                  </span>
                ) : null}
                {c.unread > 0 ? (
                  <span
                    data-testid="unread-badge"
                    className="rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white tabular-nums"
                  >
                    {unreadText(c.unread)}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
