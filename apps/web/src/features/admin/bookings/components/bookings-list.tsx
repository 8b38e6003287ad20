import { Link } from 'react-router';
import type { AdminBooking } from '@restora/shared/contracts/admin-bookings';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatIsoDay } from '@/lib/format';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useAdminBookings } from '../api/list-admin-bookings';
import type { AdminBookingsParams } from '../api/list-admin-bookings';
import { FilterForm, type FilterField } from './filter-form';
import { money } from './format';
import { useListQuery } from './list-params';
import { StatusBadge } from './status-badge';
import { paths } from '@/config/paths';

const fields: FilterField[] = [
  { name: 'email', label: 'Guest e-mail', type: 'email', placeholder: 'guest@example.com' },
  { name: 'id', label: 'Booking id', type: 'number' },
  { name: 'propertyId', label: 'Property id', type: 'number' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: 'confirmed', label: 'Confirmed' },
      { value: 'cancelled', label: 'Cancelled' },
      { value: 'pending', label: 'Pending payment' },
      { value: 'payment_failed', label: 'Payment failed' },
    ],
  },
  {
    name: 'kind',
    label: 'Kind',
    type: 'select',
    options: [
      { value: 'stay', label: 'Stay' },
      { value: 'service', label: 'Service' },
    ],
  },
  { name: 'from', label: 'Check-in from', type: 'date' },
  { name: 'to', label: 'Check-in to', type: 'date' },
];

const columns: DataTableColumn<AdminBooking>[] = [
  {
    header: 'Booking',
    cell: (b) => (
      <Link
        to={paths.admin.booking.to(b.id)}
        className="font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        #{b.id}
      </Link>
    ),
  },
  {
    header: 'Guest',
    cell: (b) => (
      <>
        <span className="block font-medium">{b.guestName}</span>
        <span className="block text-sand-700">{b.guestEmail}</span>
      </>
    ),
  },
  {
    header: 'What',
    secondary: true,
    cell: (b) => (
      <>
        <span className="block">{b.title}</span>
        <span className="block text-sand-700">
          {b.kind === 'stay' ? 'Stay' : 'Service'}
          {b.propertyName ? ` · ${b.propertyName}` : ''}
        </span>
      </>
    ),
  },
  {
    header: 'Check-in',
    sort: 'checkIn',
    cell: (b) => (
      <span className="whitespace-nowrap">
        {formatIsoDay(b.checkIn)}
        {b.checkOut ? <span className="block text-sand-700">to {formatIsoDay(b.checkOut)}</span> : null}
      </span>
    ),
  },
  { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
  {
    header: 'Total',
    sort: 'total',
    numeric: true,
    cell: (b) => (
      <>
        {money(b.totalCents)}
        {b.refundedCents > 0 ? (
          <span className="block text-xs text-sand-700">Refunded {money(b.refundedCents)}</span>
        ) : null}
      </>
    ),
  },
  { header: 'Booked', sort: 'created', secondary: true, cell: (b) => formatIsoDay(b.createdAt) },
];

/** Every booking, searched in the database, 50 a page; the filters and sort live in the URL. */
export function BookingsList() {
  const query = useListQuery<AdminBookingsParams>(
    ['email', 'status', 'kind', 'from', 'to', 'sort', 'dir'],
    ['id', 'propertyId'],
  );
  const list = useAdminBookings(query);
  const errors = list.error instanceof ApiError ? list.error.fields : undefined;
  return (
    <>
      <PageMeta title="Bookings" />
      <h1 className="text-4xl font-semibold">Bookings</h1>
      <p className="mt-2 text-sand-700">
        Every stay and service booking. Open one to see its payments or refund it.
      </p>
      <FilterForm label="Find bookings" fields={fields} errors={errors} />
      {list.isPending ? (
        <div className="mt-6 grid gap-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      ) : list.isError ? (
        <p role="alert" className="mt-6 text-danger">
          {list.error.message}
        </p>
      ) : (
        <DataTable
          caption="Bookings"
          columns={columns}
          rows={list.data.items}
          rowKey={(b) => b.id}
          sort={query.sort ?? 'created'}
          dir={query.dir ?? 'desc'}
          total={list.data.total}
          page={list.data.page}
          pageSize={list.data.pageSize}
          empty="No booking matches these filters."
        />
      )}
    </>
  );
}
