import type { AdminMessage, MessageStatus } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useMessages } from '@/features/admin/moderation/api/list-messages';
import { ListState } from '@/features/admin/moderation/components/list-state';
import { RetryButton } from '@/features/admin/moderation/components/retry-button';
import { SearchBox } from '@/features/admin/moderation/components/search-box';
import { SectionHeading } from '@/features/admin/moderation/components/section-heading';
import { useTableParams } from '@/features/admin/moderation/components/use-table-params';

const statusLabels: Record<MessageStatus | 'all', string> = {
  all: 'All',
  failed: 'Failed',
  pending: 'Pending',
  sent: 'Sent',
};
const filters = ['all', 'failed', 'pending', 'sent'] as const;

const statusTone: Record<MessageStatus, string> = {
  failed: 'bg-danger/10 text-danger',
  pending: 'bg-accent-50 text-accent-700',
  sent: 'bg-primary-100 text-primary-800',
};

/** The UTC time of an ISO instant, as the day beside it is the UTC day. */
const time = (iso: string) => `${iso.slice(11, 16)} UTC`;

function Status({ message }: { message: AdminMessage }) {
  return (
    <div className="grid gap-1">
      <span className={cn('w-fit rounded-full px-2.5 py-1 text-xs font-medium', statusTone[message.status])}>
        {statusLabels[message.status]}
      </span>
      {message.status === 'failed' && message.lastError ? (
        <span className="max-w-xs text-xs text-sand-700">{message.lastError}</span>
      ) : null}
    </div>
  );
}

const columns: DataTableColumn<AdminMessage>[] = [
  {
    header: 'Created',
    sort: 'created',
    cell: (m) => (
      <time dateTime={m.createdAt} className="grid">
        <span className="whitespace-nowrap">{formatIsoDay(m.createdAt)}</span>
        <span className="text-sand-700">{time(m.createdAt)}</span>
      </time>
    ),
  },
  {
    header: 'Message',
    cell: (m) => (
      <div className="grid gap-0.5">
        <span className="font-medium text-ink">{m.subject}</span>
        <span className="break-all text-sand-700">{m.recipient}</span>
        {/* On a phone the status and the retry sit here rather than off the screen's edge. */}
        <div className="mt-1 grid gap-2 sm:hidden">
          <Status message={m} />
          {m.status === 'failed' ? <RetryButton message={m} /> : null}
        </div>
      </div>
    ),
  },
  { header: 'Status', secondary: true, cell: (m) => <Status message={m} /> },
  { header: 'Attempts', numeric: true, secondary: true, cell: (m) => m.attempts },
  {
    header: 'Action',
    secondary: true,
    cell: (m) => (m.status === 'failed' ? <RetryButton message={m} /> : null),
  },
];

/** The outbox, newest first, by status and recipient, with a retry for failed messages. */
export function Component() {
  const { params, page, dir } = useTableParams(['created'] as const, 'created', 'desc');
  const rawStatus = params.get('status');
  const status = filters.find((f) => f === rawStatus) ?? 'all';
  const recipient = params.get('recipient')?.trim() ?? '';
  const list = useMessages({ status, recipient, page, dir });
  const searchFor = (next: (typeof filters)[number]) => {
    const p = new URLSearchParams(params);
    if (next === 'all') p.delete('status');
    else p.set('status', next);
    p.delete('page');
    return `?${p.toString()}`;
  };
  return (
    <>
      <SectionHeading title="Messages" lead="Every e-mail Restora sends, as the outbox holds it." />
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <Link
              key={f}
              to={{ search: searchFor(f) }}
              aria-current={f === status ? 'page' : undefined}
              className={cn(
                'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                f === status
                  ? 'border-primary-700 bg-primary-700 text-white'
                  : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
              )}
            >
              {statusLabels[f]}
            </Link>
          ))}
        </nav>
        <SearchBox name="recipient" label="Recipient e-mail" type="email" placeholder="guest@example.com" />
      </div>
      <ListState query={list}>
        {(data) => (
          <DataTable
            caption="Messages in the outbox"
            columns={columns}
            rows={data.items}
            rowKey={(m) => m.id}
            sort="created"
            dir={dir}
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            empty="No messages match."
          />
        )}
      </ListState>
    </>
  );
}
