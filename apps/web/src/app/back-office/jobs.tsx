import type { AdminJob, JobStatus } from '@restora/shared/contracts/admin-jobs';
import { formatIsoDay } from '@restora/shared/domain/format';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useJobs } from '@/features/admin/jobs/api/list-jobs';
import { JobRetryButton } from '@/features/admin/jobs/components/job-retry-button';
import { JOB_QUEUE_LABELS, queueLabel } from '@/features/admin/jobs/queue-labels';
import { ListState } from '@/features/admin/moderation/components/list-state';
import { SectionHeading } from '@/features/admin/moderation/components/section-heading';
import { useTableParams } from '@/features/admin/moderation/components/use-table-params';

const statusLabels: Record<JobStatus | 'all', string> = {
  all: 'All',
  failed: 'Failed',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
};
const filters = ['all', 'failed', 'queued', 'running', 'done'] as const;

const statusTone: Record<JobStatus, string> = {
  failed: 'bg-danger/10 text-danger',
  queued: 'bg-accent-50 text-accent-700',
  running: 'bg-accent-50 text-accent-700',
  done: 'bg-primary-100 text-primary-800',
};

/** The UTC time of an ISO instant, as the day beside it is the UTC day. */
const time = (iso: string) => `${iso.slice(11, 16)} UTC`;

function Moment({ iso, label }: { iso: string; label?: string }) {
  return (
    <time dateTime={iso} className="grid">
      <span className="whitespace-nowrap">
        {label ? <span className="text-sand-700">{label} </span> : null}
        {formatIsoDay(iso)}
      </span>
      <span className="text-sand-700">{time(iso)}</span>
    </time>
  );
}

/** When it is due while queued; when its try began while running; when its last try ended since. */
function When({ job }: { job: AdminJob }) {
  if (job.status === 'queued') return <Moment iso={job.runAt} label="Due" />;
  if (job.status === 'running' && job.startedAt) return <Moment iso={job.startedAt} label="Started" />;
  const last = job.finishedAt ?? job.startedAt;
  return last ? <Moment iso={last} label="Ran" /> : <span className="text-sand-700">Not run</span>;
}

function Status({ job }: { job: AdminJob }) {
  return (
    <span className={cn('w-fit rounded-full px-2.5 py-1 text-xs font-medium', statusTone[job.status])}>
      {statusLabels[job.status]}
    </span>
  );
}

const LastError = ({ job }: { job: AdminJob }) =>
  job.lastError ? (
    <span className="block max-w-xs text-xs break-words text-sand-700">{job.lastError}</span>
  ) : null;

const columns: DataTableColumn<AdminJob>[] = [
  {
    header: 'Created',
    sort: 'created',
    cell: (j) => <Moment iso={j.createdAt} />,
  },
  {
    header: 'Job',
    cell: (j) => (
      <div className="grid gap-0.5">
        <span className="font-medium text-ink">{queueLabel(j.queue)}</span>
        <span className="break-all text-sand-700">
          #{j.id} · {j.queue}
        </span>
        {/* On a phone the status, the error and the retry sit here rather than off the screen's edge. */}
        <div className="mt-1 grid gap-2 sm:hidden">
          <Status job={j} />
          <LastError job={j} />
          {j.status === 'failed' ? <JobRetryButton job={j} /> : null}
        </div>
      </div>
    ),
  },
  { header: 'Status', secondary: true, cell: (j) => <Status job={j} /> },
  { header: 'Attempts', numeric: true, secondary: true, cell: (j) => j.attempts },
  { header: 'Due or last run', secondary: true, cell: (j) => <When job={j} /> },
  { header: 'Last error', secondary: true, cell: (j) => <LastError job={j} /> },
  {
    header: 'Action',
    secondary: true,
    cell: (j) => (j.status === 'failed' ? <JobRetryButton job={j} /> : null),
  },
];

function FilterLink({ to, current, children }: { to: string; current: boolean; children: string }) {
  return (
    <Link
      to={{ search: to }}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
        current
          ? 'border-primary-700 bg-primary-700 text-white'
          : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
      )}
    >
      {children}
    </Link>
  );
}

/** Background jobs, newest first, by status and queue, with a retry for failed jobs. */
export function Component() {
  const { params, page, dir } = useTableParams(['created'] as const, 'created', 'desc');
  const rawStatus = params.get('status');
  const status = filters.find((f) => f === rawStatus) ?? 'all';
  const queue = params.get('queue')?.trim() ?? '';
  const list = useJobs({ status, queue, page, dir });
  /** This view's search with `key` set to `value` (or removed), from its first page. */
  const searchWith = (key: 'status' | 'queue', value: string) => {
    const p = new URLSearchParams(params);
    if (value === '' || value === 'all') p.delete(key);
    else p.set(key, value);
    p.delete('page');
    return `?${p.toString()}`;
  };
  // A queue named in the address that the screen does not know is offered too, by its own name.
  const queues = [
    '',
    ...Object.keys(JOB_QUEUE_LABELS),
    ...(queue && !(queue in JOB_QUEUE_LABELS) ? [queue] : []),
  ];
  return (
    <>
      <SectionHeading
        title="Jobs"
        lead="The work Restora does in the background: sending e-mail, releasing payment holds, clearing old rows."
      />
      <div className="mt-6 grid gap-3">
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
          {filters.map((f) => (
            <FilterLink key={f} to={searchWith('status', f)} current={f === status}>
              {statusLabels[f]}
            </FilterLink>
          ))}
        </nav>
        <nav aria-label="Filter by queue" className="flex flex-wrap gap-2">
          {queues.map((q) => (
            <FilterLink key={q || 'all'} to={searchWith('queue', q)} current={q === queue}>
              {q ? queueLabel(q) : 'All queues'}
            </FilterLink>
          ))}
        </nav>
      </div>
      <ListState query={list}>
        {(data) => (
          <DataTable
            caption="Background jobs"
            columns={columns}
            rows={data.items}
            rowKey={(j) => j.id}
            sort="created"
            dir={dir}
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            empty="No jobs match."
          />
        )}
      </ListState>
    </>
  );
}
