import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuditEvents } from './api/list-audit-events';
import { actionLabel, actorLabel, momentLabel, objectHistorySearch } from './audit-labels';
import { paths } from '@/config/paths';

type Props = {
  /** The audit trail's name for the kind of object: 'service', 'property', 'booking', 'user'… */
  objectType: string;
  objectId: string | number;
};

/**
 * An object's History, for an admin detail page to embed (docs/decisions/audit-trail.md): its latest 50
 * records, newest first, each opening the record's before -> after, and a link to the whole list in the
 * History section. It reads the same list the section does, filtered by the object.
 */
export function ObjectHistory({ objectType, objectId }: Props) {
  const id = String(objectId);
  const list = useAuditEvents({ page: 1, dir: 'desc', objectType, objectId: id });
  // A write on the page (a refund, a role change, a save) records itself in the trail: when the page's
  // last mutation settles, read the history again so the new record shows without a reload.
  const mutating = useIsMutating();
  const wasMutating = useRef(false);
  const { refetch } = list;
  useEffect(() => {
    if (mutating > 0) wasMutating.current = true;
    else if (wasMutating.current) {
      wasMutating.current = false;
      void refetch();
    }
  }, [mutating, refetch]);
  // Not built from the object's id, which may hold a space (an id of two words names nothing).
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-semibold">
        History
      </h2>
      {list.isPending ? (
        <div className="mt-4 grid gap-2" role="status" aria-busy="true" aria-label="Loading the history">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="mt-4 text-sand-700">No change has been recorded yet.</p>
      ) : (
        <>
          <ol className="mt-4 divide-y divide-sand-100 rounded-[var(--radius-card)] border border-sand-200 bg-white">
            {list.data.items.map((r) => {
              const who = actorLabel(r.actor);
              return (
                <li
                  key={r.id}
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
                >
                  <Link
                    to={paths.admin.historyRecord.to(r.id)}
                    className="font-medium text-primary-700 underline-offset-4 hover:underline"
                  >
                    {actionLabel(r.action)}
                  </Link>
                  <span className="text-sm text-sand-700">
                    {who.name} · {momentLabel(r.at)}
                  </span>
                </li>
              );
            })}
          </ol>
          {list.data.total > list.data.items.length ? (
            <p className="mt-3 text-sm">
              <Link
                to={paths.admin.history.to(objectHistorySearch(objectType, id))}
                className="text-primary-700 underline underline-offset-4"
              >
                All {list.data.total} changes
              </Link>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
