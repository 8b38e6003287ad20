import { Link } from 'react-router';
import type { ReportedMessage } from '@restora/shared/contracts/message-reports';
import { formatIsoDay } from '@restora/shared/domain/format';
import { MESSAGE_REPORT_REASON_LABELS } from '@restora/shared/domain/message-reports';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useReportedMessages, type ReportStatus } from '../api/reported-messages';
import { ListState } from './list-state';
import { useTableParams } from './use-table-params';

// The queue of reported conversation messages, the latest report first (docs/decisions/conversations.md,
// "Moderation"): open ones waiting, or resolved ones. Each row opens its thread.

const statuses: { value: ReportStatus; label: string }[] = [
  { value: 'open', label: 'Waiting' },
  { value: 'resolved', label: 'Resolved' },
];

const sideLabel = (m: ReportedMessage) => (m.side === 'guest' ? 'Guest' : 'Host');

const columns: DataTableColumn<ReportedMessage>[] = [
  {
    header: 'Message',
    cell: (m) => (
      <div className="grid max-w-md gap-1">
        <span className="text-xs text-sand-700">
          <span className="font-semibold text-ink">{m.senderName ?? 'Deleted account'}</span> · {sideLabel(m)}
          {m.hidden ? (
            <span className="ml-2 rounded-full bg-sand-200 px-2 py-0.5 font-medium text-sand-800">
              Hidden
            </span>
          ) : null}
        </span>
        <p className="whitespace-pre-line wrap-anywhere text-sand-900">{m.excerpt}</p>
        <Link
          to={paths.admin.reportedThread.to(m.conversationId)}
          className="w-fit text-primary-700 underline-offset-4 hover:underline"
          aria-label={`Open conversation of the message from ${m.senderName ?? 'a deleted account'}`}
        >
          Open conversation
        </Link>
      </div>
    ),
  },
  {
    header: 'Where',
    secondary: true,
    cell: (m) => (
      <div className="grid min-w-40 gap-0.5 wrap-anywhere">
        <span>{m.property.name}</span>
        <span className="text-sand-700">{m.organisation.name}</span>
      </div>
    ),
  },
  {
    header: 'Reports',
    cell: (m) => (
      <div className="grid gap-1">
        <span className="font-semibold tabular-nums">{m.reportCount}</span>
        <ul className="grid gap-0.5 text-sand-800">
          {[...new Set(m.reasons)].map((r) => (
            <li key={r}>{MESSAGE_REPORT_REASON_LABELS[r]}</li>
          ))}
        </ul>
      </div>
    ),
  },
  {
    header: 'Last reported',
    secondary: true,
    cell: (m) => <time dateTime={m.lastReportedAt}>{formatIsoDay(m.lastReportedAt)}</time>,
  },
];

export function ReportedMessagesList() {
  const { params, page } = useTableParams(['reported'] as const, 'reported', 'desc');
  const status: ReportStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const list = useReportedMessages(status, page);
  const searchFor = (next: ReportStatus) => (next === 'open' ? '' : `?status=${next}`);
  return (
    <>
      <nav aria-label="Filter by status" className="mt-6 flex flex-wrap gap-2">
        {statuses.map((s) => (
          <Link
            key={s.value}
            to={{ search: searchFor(s.value) }}
            aria-current={s.value === status ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              s.value === status
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
            )}
          >
            {s.label}
          </Link>
        ))}
      </nav>
      <ListState query={list}>
        {(data) => (
          <DataTable
            caption={status === 'open' ? 'Reported messages waiting' : 'Reported messages resolved'}
            columns={columns}
            rows={data.items}
            rowKey={(m) => m.messageId}
            sort="reported"
            dir="desc"
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            empty={
              status === 'open'
                ? 'No reported messages are waiting.'
                : 'No reported message has been resolved yet.'
            }
          />
        )}
      </ListState>
    </>
  );
}
