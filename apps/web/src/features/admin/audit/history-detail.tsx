import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditEvent } from './api/get-audit-event';
import { actionLabel, actorLabel, momentLabel, objectHistorySearch, objectLabel } from './audit-labels';
import { AuditChanges } from './components/audit-changes';
import { LoadError } from '../components/load-error';
import { paths } from '@/config/paths';

/** One audit record: who did what to which object, when, and the fields it changed. */
export function HistoryDetail({ id }: { id: number }) {
  const record = useAuditEvent(id);
  return (
    <>
      <PageMeta title="History record" />
      <Link
        to={paths.admin.history.to()}
        className="text-sm text-primary-700 underline-offset-4 hover:underline"
      >
        ← All history
      </Link>
      {record.isPending ? (
        <div className="mt-6 grid gap-3" role="status" aria-busy="true" aria-label="Loading the record">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40" />
        </div>
      ) : record.isError ? (
        <LoadError error={record.error} />
      ) : (
        <>
          <h1 className="mt-4 text-3xl font-semibold">{actionLabel(record.data.action)}</h1>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-sand-700">Object</dt>
            <dd>
              <Link
                to={paths.admin.history.to(objectHistorySearch(record.data.objectType, record.data.objectId))}
                className="text-primary-700 underline underline-offset-4"
              >
                {objectLabel(record.data.objectType, record.data.objectId)}
              </Link>{' '}
              <span className="text-sand-700">(all its history)</span>
            </dd>
            <dt className="font-medium text-sand-700">By</dt>
            <dd>
              {actorLabel(record.data.actor).name}{' '}
              <span className="text-sand-700">{actorLabel(record.data.actor).detail}</span>
            </dd>
            <dt className="font-medium text-sand-700">When</dt>
            <dd>{momentLabel(record.data.at)}</dd>
            <dt className="font-medium text-sand-700">Action</dt>
            <dd className="font-mono text-xs leading-5">{record.data.action}</dd>
            {record.data.requestId ? (
              <>
                <dt className="font-medium text-sand-700">Request</dt>
                <dd className="break-all font-mono text-xs leading-5">{record.data.requestId}</dd>
              </>
            ) : null}
          </dl>
          <h2 className="mt-8 text-xl font-semibold">Changes</h2>
          <AuditChanges before={record.data.before} after={record.data.after} />
        </>
      )}
    </>
  );
}
