import { useId } from 'react';
import { Link } from 'react-router';
import type { ConversationList, ConversationSummary } from '@restora/shared/contracts/conversations';
import { PARTNER_MESSAGES_TEXTS as T } from '@restora/shared/domain/partner-conversations';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { MessagePreview } from '@/components/messages/message-preview';
import type { InboxParams } from '../../api/partner-conversations';
import { unreadLabel } from '../../api/partner-unread';

/** What a thread is about: the property, then the room, retreat or service, and the booking. */
export function aboutLine(about: ConversationSummary['about']) {
  const what = about.room?.title ?? about.retreat?.title ?? about.service?.title;
  const booking = about.bookingId ?? about.retreatBookingId;
  return [about.property.name, what, booking ? `Booking #${booking}` : null].filter(Boolean).join(' · ');
}

export function formatWhen(iso: string) {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

type Props = {
  data: ConversationList;
  params: InboxParams;
  properties: { id: number; name: string }[];
  /** Goes to the inbox with these filters (the first page). */
  onFilter: (next: Partial<InboxParams>) => void;
};

/** The organisation's threads, newest first, with the filters the URL holds. */
export function PartnerInbox({ data, params, properties, onFilter }: Props) {
  const id = useId();
  const filtered = params.unread || params.propertyId !== null || params.status !== null;
  return (
    <div className="grid max-w-3xl gap-6">
      <p className="text-sand-700">{T.intro}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-property`}>{T.propertyFilter}</Label>
          <Select
            id={`${id}-property`}
            value={params.propertyId ?? ''}
            onChange={(e) => onFilter({ propertyId: Number(e.target.value) || null })}
          >
            <option value="">{T.allProperties}</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{T.statusFilter}</Label>
          <Select
            id={`${id}-status`}
            value={params.status ?? ''}
            onChange={(e) =>
              onFilter({
                status: e.target.value === 'open' || e.target.value === 'closed' ? e.target.value : null,
              })
            }
          >
            <option value="">{T.allStatuses}</option>
            <option value="open">{T.open}</option>
            <option value="closed">{T.closed}</option>
          </Select>
        </div>
        <label className="inline-flex h-10 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4 accent-primary-700"
            checked={params.unread}
            onChange={(e) => onFilter({ unread: e.target.checked })}
          />
          {T.unreadOnly}
        </label>
      </div>
      <p className="text-sm text-sand-700" aria-live="polite">
        {data.total === 1 ? '1 conversation' : `${data.total} conversations`}
      </p>
      {data.conversations.length === 0 ? (
        <p className="text-sand-700">{filtered ? T.emptyFiltered : T.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {data.conversations.map((c) => (
            <li key={c.id}>
              <Link
                to={paths.partnerMessage.to(c.id)}
                className="grid gap-1 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className={c.unread > 0 ? 'font-semibold' : 'font-medium'}>{c.guestName}</span>
                  {c.unread > 0 ? (
                    <span
                      className="rounded-full bg-primary-700 px-2 text-xs font-semibold text-white"
                      aria-label={unreadLabel(c.unread)}
                    >
                      {c.unread}
                    </span>
                  ) : null}
                  {c.status === 'closed' ? (
                    <span className="rounded-full border border-sand-300 px-2 text-xs text-sand-700">
                      {T.closed}
                    </span>
                  ) : null}
                  <time dateTime={c.lastMessageAt} className="ml-auto text-sm text-sand-600">
                    {formatWhen(c.lastMessageAt)}
                  </time>
                </span>
                <span className="text-sm text-sand-700 wrap-anywhere">{aboutLine(c.about)}</span>
                <MessagePreview last={c.lastMessage} unread={c.unread > 0} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={data.page}
        pageCount={Math.max(1, Math.ceil(data.total / data.pageSize))}
        searchFor={(p) => paths.partnerMessages.to({ ...params, page: p }).replace(/^[^?]*/, '')}
        onNavigate={() => window.scrollTo({ top: 0 })}
      />
    </div>
  );
}
