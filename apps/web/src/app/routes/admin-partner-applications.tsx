import { Link, useSearchParams } from 'react-router';
import { PARTNER_APPLICATION_STATUSES } from '@restora/shared/domain/partner-texts';
import { PageMeta } from '@/components/ui/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { paths } from '@/config/paths';
import {
  usePartnerApplications,
  type ApplicationFilter,
} from '@/features/admin/api/list-partner-applications';
import { statusLabels } from '@/features/admin/components/application-status';
import { PartnerApplicationsTable } from '@/features/admin/components/partner-applications-table';
import { cn } from '@/lib/cn';
import { AdminOnly } from '../layout/admin-only';
import { PageLoading } from '../layout/page-loading';

const filters: { value: ApplicationFilter; label: string }[] = [
  ...PARTNER_APPLICATION_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
  { value: 'all', label: 'All' },
];

/** The filter and page live in the URL (?status=&page=), so a reload or a shared link shows the same list. */
function useListParams() {
  const [params] = useSearchParams();
  const raw = params.get('status');
  const status = (filters.some((f) => f.value === raw) ? raw : 'pending') as ApplicationFilter;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { status, page };
}

const searchOf = (status: ApplicationFilter, page = 1) =>
  `?status=${status}${page > 1 ? `&page=${page}` : ''}`;

/** Partner applications for administrators to decide (docs/decisions/partners.md). */
export function Component() {
  return (
    <AdminOnly
      returnTo={paths.adminPartnerApplications.to()}
      signInMessage="Please log in to review partner applications"
    >
      {() => <Applications />}
    </AdminOnly>
  );
}

function Applications() {
  const { status, page } = useListParams();
  const list = usePartnerApplications(status, page, true);
  return (
    <>
      <PageMeta title="Partner Applications" />
      <h1 className="text-4xl font-semibold">Partner Applications</h1>
      <p className="mt-2 text-sand-700">Open an application to approve it or decline it with a note.</p>
      <nav aria-label="Filter by status" className="mt-6 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.value}
            to={{ search: searchOf(f.value) }}
            aria-current={f.value === status ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
              f.value === status
                ? 'border-primary-700 bg-primary-700 text-white'
                : 'border-sand-300 bg-white text-ink hover:bg-sand-100',
            )}
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {list.error.message}
        </p>
      ) : (
        <>
          <p className="mt-4 text-sm text-sand-700" aria-live="polite">
            {list.data.total === 1 ? '1 application' : `${list.data.total} applications`}
          </p>
          <PartnerApplicationsTable items={list.data.items} />
          <div className="mt-6">
            <Pagination
              page={list.data.page}
              pageCount={list.data.pageCount}
              searchFor={(p) => searchOf(status, p)}
              onNavigate={() => window.scrollTo({ top: 0 })}
            />
          </div>
        </>
      )}
    </>
  );
}
