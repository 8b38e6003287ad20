import { PageMeta } from '@/components/ui/page-meta';
import { CalendarConflicts } from '@/features/admin/components/calendar-conflicts';
import { Skeleton } from '@/components/ui/skeleton';
import { useOverview } from '@/features/admin/users/api/get-overview';
import { OverviewCards } from '@/features/admin/users/overview-cards';
import { OverviewCharts } from '@/features/admin/users/overview-chart';
import { OverviewTable } from '@/features/admin/users/overview-table';

/** /admin: today's and this month's figures and the last 90 days (UTC; docs/decisions/admin-overview.md). */
export function Component() {
  const { data, isPending, isError, refetch } = useOverview();
  return (
    <>
      <PageMeta title="Overview · Back office" />
      <h1 className="text-3xl font-semibold">Overview</h1>
      <p className="mt-2 text-sand-700">
        Bookings confirmed, orders placed and money moved. Days are UTC days.
      </p>
      {isPending ? (
        <div
          role="status"
          aria-busy="true"
          aria-label="Loading the overview"
          className="mt-8 grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
        >
          {Array.from({ length: 10 }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : isError ? (
        <div role="alert" className="mt-8 rounded-[var(--radius-card)] bg-sand-50 p-6">
          <p>The figures could not be loaded.</p>
          <button
            type="button"
            className="mt-2 font-medium text-primary-700 underline"
            onClick={() => void refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          <OverviewCards title="Today" figures={data.today} />
          <OverviewCards title="This month" figures={data.month} />
          <OverviewCharts days={data.days} />
          <OverviewTable days={data.days} />
        </>
      )}
      <CalendarConflicts />
    </>
  );
}
