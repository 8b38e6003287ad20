import type { AdminBooking } from '@restora/shared/contracts/admin-bookings';
import { formatIsoDay } from '@/lib/format';
import type { DataTableColumn } from '@/features/admin/components/data-table';
import { useAdminBookings } from '../api/list-admin-bookings';
import type { AdminBookingsParams } from '../api/list-admin-bookings';
import type { FilterField } from './filter-form';
import { useListQuery } from './list-params';
import { idColumn, personColumn, SearchedList, totalColumn } from './searched-list';
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
  idColumn('Booking', paths.admin.booking.to),
  personColumn('Guest', (b) => ({ name: b.guestName, email: b.guestEmail })),
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
  totalColumn(),
  { header: 'Booked', sort: 'created', secondary: true, cell: (b) => formatIsoDay(b.createdAt) },
];

/** Every booking, searched in the database, 50 a page; the filters and sort live in the URL. */
export function BookingsList() {
  const query = useListQuery<AdminBookingsParams>(
    ['email', 'status', 'kind', 'from', 'to', 'sort', 'dir'],
    ['id', 'propertyId'],
  );
  const list = useAdminBookings(query);
  return (
    <SearchedList
      title="Bookings"
      intro="Every stay and service booking. Open one to see its payments or refund it."
      filterLabel="Find bookings"
      fields={fields}
      columns={columns}
      list={list}
      rowKey={(b) => b.id}
      sort={query.sort ?? 'created'}
      dir={query.dir ?? 'desc'}
      empty="No booking matches these filters."
    />
  );
}
