import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuditEvents, type AuditListQuery } from './api/list-audit-events';
import { AuditFiltersForm, FILTER_NAMES, type FilterValues } from './components/audit-filters';
import { AuditTable } from './components/audit-table';

/** The URL's list state: `page`, `dir` and the filters (docs/decisions/admin-back-office.md). */
function useListQuery() {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(FILTER_NAMES.map((n) => [n, params.get(n) ?? ''])) as FilterValues;
  const query: AuditListQuery = {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
  };
  const apply = (filters: Partial<Record<string, string | undefined>>) => {
    const next = new URLSearchParams();
    for (const name of FILTER_NAMES) if (filters[name]) next.set(name, filters[name]);
    if (query.dir === 'asc') next.set('dir', 'asc');
    setParams(next);
  };
  return { values, query, apply, key: FILTER_NAMES.map((n) => values[n]).join('|') };
}

/** Every write of partners and operators, newest first (docs/decisions/audit-trail.md). */
export function HistoryList() {
  const { values, query, apply, key } = useListQuery();
  const list = useAuditEvents(query);
  const refused = list.error instanceof ApiError && list.error.status === 400 ? list.error : null;
  return (
    <>
      <PageMeta title="History" />
      <h1 className="text-4xl font-semibold">History</h1>
      <p className="mt-2 text-sand-700">
        Every change made by partners and operators: who, when, and the object before and after.
      </p>
      <AuditFiltersForm
        key={key}
        values={values}
        serverErrors={refused?.fields}
        onApply={apply}
        onClear={() => apply({})}
      />
      {list.isPending ? (
        <div className="mt-6 grid gap-2" role="status" aria-busy="true" aria-label="Loading the history">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {refused ? 'Some filters are not valid: see the fields above.' : list.error.message}
        </p>
      ) : (
        <AuditTable page={list.data} dir={query.dir} />
      )}
    </>
  );
}
