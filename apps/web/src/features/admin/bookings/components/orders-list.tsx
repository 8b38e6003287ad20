import type { AdminOrder } from '@restora/shared/contracts/admin-bookings';
import { formatLocalDate } from '@/lib/format';
import type { DataTableColumn } from '@/features/admin/components/data-table';
import type { AdminOrdersParams } from '../api/list-admin-orders';
import { useAdminOrders } from '../api/list-admin-orders';
import type { FilterField } from './filter-form';
import { useListQuery } from './list-params';
import { idColumn, personColumn, SearchedList, totalColumn } from './searched-list';
import { StatusBadge } from './status-badge';
import { paths } from '@/config/paths';

const fields: FilterField[] = [
  { name: 'email', label: 'Customer e-mail', type: 'email', placeholder: 'customer@example.com' },
  { name: 'id', label: 'Order id', type: 'number' },
  {
    name: 'status',
    label: 'Status',
    type: 'select',
    options: [
      { value: 'processing', label: 'Processing' },
      { value: 'pre_ordered', label: 'Pre-ordered' },
      { value: 'shipped', label: 'Shipped' },
      { value: 'delivered', label: 'Delivered' },
      { value: 'cancelled', label: 'Cancelled' },
    ],
  },
  { name: 'from', label: 'Placed from', type: 'date' },
  { name: 'to', label: 'Placed to', type: 'date' },
];

const columns: DataTableColumn<AdminOrder>[] = [
  idColumn('Order', paths.admin.order.to),
  personColumn('Customer', (o) => ({ name: o.customerName, email: o.customerEmail })),
  {
    header: 'Placed',
    sort: 'created',
    cell: (o) => <span className="whitespace-nowrap">{formatLocalDate(o.createdAt)}</span>,
  },
  { header: 'Items', secondary: true, numeric: true, cell: (o) => o.itemCount },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  totalColumn(),
];

/** Every order, searched in the database, 50 a page; the filters and sort live in the URL. */
export function OrdersList() {
  const query = useListQuery<AdminOrdersParams>(['email', 'status', 'from', 'to', 'sort', 'dir'], ['id']);
  const list = useAdminOrders(query);
  return (
    <SearchedList
      title="Orders"
      intro="Every shop order. Open one to ship it, mark it delivered or refund it."
      filterLabel="Find orders"
      fields={fields}
      columns={columns}
      list={list}
      rowKey={(o) => o.id}
      sort={query.sort ?? 'created'}
      dir={query.dir ?? 'desc'}
      empty="No order matches these filters."
    />
  );
}
