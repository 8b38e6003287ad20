import { Link } from 'react-router';
import type { AdminOrder } from '@restora/shared/contracts/admin-bookings';
import { PageMeta } from '@/components/ui/page-meta';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatLocalDate } from '@/lib/format';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import type { AdminOrdersParams } from '../api/list-admin-orders';
import { useAdminOrders } from '../api/list-admin-orders';
import { FilterForm, type FilterField } from './filter-form';
import { money } from './format';
import { useListQuery } from './list-params';
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
  {
    header: 'Order',
    cell: (o) => (
      <Link
        to={paths.admin.order.to(o.id)}
        className="font-semibold text-primary-700 underline-offset-4 hover:underline"
      >
        #{o.id}
      </Link>
    ),
  },
  {
    header: 'Customer',
    cell: (o) => (
      <>
        <span className="block font-medium">{o.customerName}</span>
        <span className="block text-sand-700">{o.customerEmail}</span>
      </>
    ),
  },
  {
    header: 'Placed',
    sort: 'created',
    cell: (o) => <span className="whitespace-nowrap">{formatLocalDate(o.createdAt)}</span>,
  },
  { header: 'Items', secondary: true, numeric: true, cell: (o) => o.itemCount },
  { header: 'Status', cell: (o) => <StatusBadge status={o.status} /> },
  {
    header: 'Total',
    sort: 'total',
    numeric: true,
    cell: (o) => (
      <>
        {money(o.totalCents)}
        {o.refundedCents > 0 ? (
          <span className="block text-xs text-sand-700">Refunded {money(o.refundedCents)}</span>
        ) : null}
      </>
    ),
  },
];

/** Every order, searched in the database, 50 a page; the filters and sort live in the URL. */
export function OrdersList() {
  const query = useListQuery<AdminOrdersParams>(['email', 'status', 'from', 'to', 'sort', 'dir'], ['id']);
  const list = useAdminOrders(query);
  const errors = list.error instanceof ApiError ? list.error.fields : undefined;
  return (
    <>
      <PageMeta title="Orders" />
      <h1 className="text-4xl font-semibold">Orders</h1>
      <p className="mt-2 text-sand-700">
        Every shop order. Open one to ship it, mark it delivered or refund it.
      </p>
      <FilterForm label="Find orders" fields={fields} errors={errors} />
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
          caption="Orders"
          columns={columns}
          rows={list.data.items}
          rowKey={(o) => o.id}
          sort={query.sort ?? 'created'}
          dir={query.dir ?? 'desc'}
          total={list.data.total}
          page={list.data.page}
          pageSize={list.data.pageSize}
          empty="No order matches these filters."
        />
      )}
    </>
  );
}
