import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatMoneyWithCents, formatIsoDay, formatLocalDate } from '@/lib/format';
import { useUser } from './api/get-user';
import { ObjectHistory } from '../audit/object-history';
import { UserActions } from './user-actions';
import { AccountStatus, RoleBadge } from './user-badges';
import { paths } from '@/config/paths';

/** /admin/users/:id: the account, its roles, its latest bookings and orders, and the actions on it. */
export function UserDetail() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useUser(id);
  return (
    <>
      <Link
        to={paths.admin.users.to()}
        relative="path"
        className="inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Users
      </Link>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label="Loading the account" className="mt-6 grid gap-3">
          <Skeleton className="h-9 w-64" />
          <Skeleton className="h-32" />
        </div>
      ) : error ? (
        <>
          {/* The page keeps a title and a heading when the account cannot be shown. */}
          <PageMeta title="Users · Back office" />
          <h1 className="mt-6 text-3xl font-semibold">
            {error instanceof ApiError && error.status === 404 ? 'Not found' : 'Something went wrong'}
          </h1>
          <div role="alert" className="mt-4 rounded-[var(--radius-card)] bg-sand-50 p-6">
            {error instanceof ApiError && error.status === 404 ? (
              <p>There is no such account.</p>
            ) : (
              <>
                <p>The account could not be loaded.</p>
                <button
                  type="button"
                  className="mt-2 font-medium text-primary-700 underline"
                  onClick={() => void refetch()}
                >
                  Try again
                </button>
              </>
            )}
          </div>
        </>
      ) : (
        <>
          <UserSummary user={data} />
          <ObjectHistory objectType="user" objectId={data.id} />
        </>
      )}
    </>
  );
}

function UserSummary({ user }: { user: AdminUserDetail }) {
  const facts = [
    ['E-mail', user.email],
    ['E-mail verified', user.emailVerified ? 'Yes' : 'No'],
    ['Partner', user.isPartner ? 'Yes, member of a partner organisation' : 'No'],
    ['Joined', formatLocalDate(user.createdAt)],
    ['Suspended since', user.suspendedAt ? formatLocalDate(user.suspendedAt) : '—'],
    ['Bookings', String(user.bookings)],
    ['Orders', String(user.orders)],
  ] as const;
  return (
    <>
      <PageMeta title={`${user.name || user.email} · Users · Back office`} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-semibold wrap-anywhere">{user.name || 'No name'}</h1>
        <RoleBadge role={user.role} />
        <AccountStatus user={user} />
      </div>
      <div className="mt-4">
        <UserActions user={user} />
      </div>
      <dl className="mt-6 grid gap-x-6 gap-y-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-sand-700">{label}</dt>
            <dd className="font-medium wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Recent
          title="Latest bookings"
          empty="No bookings."
          headers={['Booking', 'Dates', 'Status', 'Total']}
          rows={user.recentBookings.map((b) => ({
            key: b.id,
            cells: [
              `#${b.id} · ${b.kind === 'stay' ? 'Stay' : 'Service'}`,
              b.checkOut
                ? `${formatIsoDay(b.checkIn)} – ${formatIsoDay(b.checkOut)}`
                : formatIsoDay(b.checkIn),
              b.status.replace('_', ' '),
              formatMoneyWithCents(b.totalCents),
            ],
          }))}
        />
        <Recent
          title="Latest orders"
          empty="No orders."
          headers={['Order', 'Placed', 'Status', 'Total']}
          rows={user.recentOrders.map((o) => ({
            key: o.id,
            cells: [
              `#${o.id}`,
              formatLocalDate(o.createdAt),
              o.status.replace('_', ' '),
              formatMoneyWithCents(o.totalCents),
            ],
          }))}
        />
      </div>
    </>
  );
}

function Recent({
  title,
  empty,
  headers,
  rows,
}: {
  title: string;
  empty: string;
  headers: string[];
  rows: { key: number; cells: string[] }[];
}) {
  return (
    <section aria-label={title} className="min-w-0">
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sand-700">{empty}</p>
      ) : (
        // It scrolls sideways on a phone, so it takes focus: a keyboard can scroll it too (WCAG 2.1.1).
        <div
          tabIndex={0}
          role="group"
          aria-label={title}
          className="mt-2 overflow-x-auto rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <table className="w-full text-left text-sm">
            <thead className="border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wider text-sand-700">
              <tr>
                {headers.map((h, i) => (
                  <th
                    key={h}
                    scope="col"
                    className={i === headers.length - 1 ? 'px-3 py-2 text-right' : 'px-3 py-2'}
                  >
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key} className="border-b border-sand-100 last:border-0">
                  {r.cells.map((c, i) => (
                    <td
                      key={i}
                      className={
                        i === r.cells.length - 1
                          ? 'px-3 py-2 text-right tabular-nums'
                          : 'px-3 py-2 whitespace-nowrap'
                      }
                    >
                      {c}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
