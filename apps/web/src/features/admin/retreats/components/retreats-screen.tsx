import type { AdminRetreat } from '@restora/shared/contracts/admin-retreats';
import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatIsoDay } from '@/lib/format';
import { paths } from '@/config/paths';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { FilterForm, type FilterField } from '@/features/admin/bookings/components/filter-form';
import { money } from '@/features/admin/bookings/components/format';
import { StatusBadge } from '@/features/admin/bookings/components/status-badge';
import { useAdminRetreats, type AdminRetreatsParams } from '../api/list-admin-retreats';
import { useAdminRetreatBookings } from '../api/list-admin-retreat-bookings';
import { CancelRetreatDialog } from './cancel-retreat-dialog';
import { PlaceCard } from './place-card';

// /admin/retreats (docs/decisions/retreats-back-office.md): the retreats, searched and filtered in the URL;
// a retreat's places below when one is chosen (?retreat=), or the failed balances to follow up (?view=failed).

const fields: FilterField[] = [
  { name: 'search', label: 'Title, property or organisation', type: 'text' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: 'published', label: 'Published' },
      { value: 'draft', label: 'Draft' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
];

const columns: DataTableColumn<AdminRetreat>[] = [
  {
    header: 'Retreat',
    cell: (r) => (
      <>
        <Link
          to={paths.admin.retreats.to(`?retreat=${r.id}`)}
          className="font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {r.title}
        </Link>
        <span className="block text-sand-700">
          {r.propertyName}
          {r.organisationName ? ` · ${r.organisationName}` : ''}
        </span>
      </>
    ),
  },
  {
    header: 'Dates',
    cell: (r) => (
      <span className="whitespace-nowrap">
        {formatIsoDay(r.startDate)}
        <span className="block text-sand-700">to {formatIsoDay(r.endDate)}</span>
      </span>
    ),
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  { header: 'Spots', numeric: true, secondary: true, cell: (r) => `${r.spotsTaken} / ${r.spotsTotal}` },
  { header: 'Places', numeric: true, secondary: true, cell: (r) => `${r.confirmedPlaces} / ${r.places}` },
  { header: 'Money taken', numeric: true, cell: (r) => money(r.moneyTakenCents) },
  {
    header: 'Actions',
    cell: (r) =>
      r.status === 'cancelled' ? null : (
        <CancelRetreatDialog id={r.id} title={r.title} places={r.confirmedPlaces} />
      ),
  },
];

function Places({ retreatId, failed }: { retreatId?: number; failed: boolean }) {
  const [params] = useSearchParams();
  const page = Number(params.get('placesPage') ?? 1) || 1;
  const list = useAdminRetreatBookings(
    failed ? { balance: 'failed', page } : { retreatId, page },
    failed || retreatId !== undefined,
  );
  const heading = failed ? 'Failed balance charges to follow up' : 'Places of this retreat';
  return (
    <section aria-labelledby="places-heading" className="mt-10">
      <h2 id="places-heading" className="text-2xl font-semibold">
        {heading}
      </h2>
      {list.isPending ? (
        <Skeleton className="mt-4 h-24" />
      ) : list.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="mt-4 text-sand-700">{failed ? 'No balance charge has failed.' : 'No place yet.'}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-sand-700">
            {list.data.total} {list.data.total === 1 ? 'place' : 'places'}
          </p>
          <ol className="mt-4 grid gap-3">
            {list.data.items.map((place) => (
              <PlaceCard key={place.id} place={place} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function Tabs({ failed }: { failed: boolean }) {
  const tab = (active: boolean) =>
    cn(
      'rounded-full px-4 py-2 text-sm font-medium',
      active ? 'bg-primary-700 text-white' : 'border border-sand-300 bg-white text-ink hover:bg-sand-100',
    );
  return (
    <nav aria-label="Retreat views" className="mt-4 flex gap-2">
      <Link
        to={paths.admin.retreats.to()}
        className={tab(!failed)}
        aria-current={!failed ? 'page' : undefined}
      >
        Retreats
      </Link>
      <Link
        to={paths.admin.retreats.to('?view=failed')}
        className={tab(failed)}
        aria-current={failed ? 'page' : undefined}
      >
        Failed balances
      </Link>
    </nav>
  );
}

export function RetreatsScreen() {
  const [params] = useSearchParams();
  const failed = params.get('view') === 'failed';
  const retreatId = Number(params.get('retreat')) || undefined;
  const query: AdminRetreatsParams = {
    ...(params.get('search') ? { search: params.get('search')! } : {}),
    ...(params.get('status') ? { status: params.get('status') as AdminRetreatsParams['status'] } : {}),
    ...(params.get('page') ? { page: Number(params.get('page')) } : {}),
  };
  const list = useAdminRetreats(query);
  const errors = list.error instanceof ApiError ? list.error.fields : undefined;
  return (
    <>
      <PageMeta title="Retreats" />
      <h1 className="text-4xl font-semibold">Retreats</h1>
      <p className="mt-2 text-sand-700">
        Every retreat, its places and their payments. Refund or cancel a place, cancel a retreat, and follow
        up balances the card declined.
      </p>
      <Tabs failed={failed} />
      {failed ? (
        <Places failed />
      ) : (
        <>
          <FilterForm label="Find retreats" fields={fields} errors={errors} />
          {list.isPending ? (
            <div className="mt-6 grid gap-2" aria-busy="true">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-12" />
              ))}
            </div>
          ) : list.isError ? (
            <p role="alert" className="mt-6 text-danger">
              {list.error.message}
            </p>
          ) : (
            <DataTable
              caption="Retreats"
              columns={columns}
              rows={list.data.items}
              rowKey={(r) => r.id}
              sort="start"
              dir="desc"
              total={list.data.total}
              page={list.data.page}
              pageSize={list.data.pageSize}
              empty="No retreat matches these filters."
            />
          )}
          {retreatId !== undefined ? <Places retreatId={retreatId} failed={false} /> : null}
        </>
      )}
    </>
  );
}
