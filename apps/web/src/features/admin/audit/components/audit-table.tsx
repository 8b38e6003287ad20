import { Link } from 'react-router';
import type { AuditPage } from '@restora/shared/contracts/admin-audit';
import { DataTable } from '@/features/admin/components/data-table';
import { actionLabel, actorLabel, momentLabel, objectHistorySearch, objectLabel } from '../audit-labels';
import { paths } from '@/config/paths';

/** The history list's table: one row a record, each opening its detail (/admin/history/:id). */
export function AuditTable({ page, dir }: { page: AuditPage; dir: 'asc' | 'desc' }) {
  return (
    <DataTable
      caption="Audit records, newest first"
      rowKey={(r) => r.id}
      rows={page.items}
      sort="at"
      dir={dir}
      total={page.total}
      page={page.page}
      pageSize={page.pageSize}
      empty="No change matches these filters."
      columns={[
        {
          header: 'When',
          sort: 'at',
          cell: (r) => (
            <Link
              to={paths.admin.historyRecord.to(r.id)}
              className="whitespace-nowrap font-medium text-primary-700 underline-offset-4 hover:underline"
            >
              {momentLabel(r.at)}
            </Link>
          ),
        },
        { header: 'Action', cell: (r) => actionLabel(r.action) },
        {
          header: 'Object',
          cell: (r) => (
            <Link
              to={{ search: objectHistorySearch(r.objectType, r.objectId) }}
              className="whitespace-nowrap text-ink underline-offset-4 hover:underline"
            >
              {objectLabel(r.objectType, r.objectId)}
            </Link>
          ),
        },
        {
          header: 'By',
          secondary: true,
          cell: (r) => {
            const who = actorLabel(r.actor);
            return (
              <>
                <span className="block">{who.name}</span>
                <span className="block text-xs text-sand-700">{who.detail}</span>
              </>
            );
          },
        },
      ]}
    />
  );
}
