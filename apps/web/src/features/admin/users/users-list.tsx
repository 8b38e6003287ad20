import { Link, useSearchParams } from 'react-router';
import type { AdminUserRow } from '@restora/shared/contracts/admin-users';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { formatLocalDate } from '@/lib/format';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useUsers } from './api/list-users';
import { AccountStatus, RoleBadge } from './user-badges';
import { UsersFilters } from './users-filters';
import { usersQueryFrom } from './users-query';
import { paths } from '@/config/paths';

const columns: DataTableColumn<AdminUserRow>[] = [
  {
    header: 'Name',
    cell: (u) => (
      <Link
        to={paths.admin.user.to(u.id)}
        className="font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        {u.name || 'No name'}
      </Link>
    ),
  },
  {
    header: 'E-mail',
    sort: 'email',
    cell: (u) => <span className="wrap-anywhere">{u.email}</span>,
  },
  { header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
  { header: 'Status', cell: (u) => <AccountStatus user={u} /> },
  { header: 'Verified', secondary: true, cell: (u) => (u.emailVerified ? 'Yes' : 'No') },
  {
    header: 'Joined',
    sort: 'created',
    secondary: true,
    cell: (u) => <span className="whitespace-nowrap">{formatLocalDate(u.createdAt)}</span>,
  },
  { header: 'Bookings', numeric: true, secondary: true, cell: (u) => u.bookings },
  { header: 'Orders', numeric: true, secondary: true, cell: (u) => u.orders },
];

/** /admin/users: every account, 50 a page, the table's state in the URL. */
export function UsersList() {
  const [params] = useSearchParams();
  const query = usersQueryFrom(params);
  const { data, isPending, isError, refetch } = useUsers(query);
  return (
    <>
      <PageMeta title="Users · Back office" />
      <h1 className="text-3xl font-semibold">Users</h1>
      <UsersFilters key={params.toString()} />
      {isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading users" className="mt-6 grid gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="mt-6 rounded-[var(--radius-card)] bg-sand-50 p-6">
          <p>The users could not be loaded.</p>
          <button
            type="button"
            className="mt-2 font-medium text-primary-700 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <DataTable
          caption="Users"
          columns={columns}
          rows={data.items}
          rowKey={(u) => u.id}
          sort={query.sort}
          dir={query.dir}
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          empty={query.q || query.role ? 'No account matches this search.' : 'No accounts yet.'}
        />
      )}
    </>
  );
}
