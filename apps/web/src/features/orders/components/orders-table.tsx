import { Link } from 'react-router';
import type { Order } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoneyWithCents, formatLocalDate } from '@/lib/format';
import { CancelOrderButton } from './cancel-order-button';
import { OrderStatusBadge } from './order-status-badge';

function ItemCount({ order }: { order: Order }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {order.itemCount} {order.itemCount === 1 ? 'item' : 'items'}
      {order.preOrderCount > 0 ? (
        <span className="rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-900">
          {order.preOrderCount} pre-order
        </span>
      ) : null}
    </span>
  );
}

function Refunded({ order }: { order: Order }) {
  if (order.refundedCents <= 0) return null;
  return (
    <span className="block text-xs font-normal text-sand-700">
      Refunded {formatMoneyWithCents(order.refundedCents)}
    </span>
  );
}

function Actions({ order }: { order: Order }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.orderConfirmation.to(order.id)} aria-label={`View order #${order.id}`}>
          View
        </Link>
      </Button>
      {order.canCancel ? <CancelOrderButton order={order} /> : null}
    </div>
  );
}

/** A table on wide screens; on phones each order is a stacked card (no sideways scrolling). */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <section aria-labelledby="orders-title" className="mt-8">
      <h2 id="orders-title" className="sr-only">
        My Orders
      </h2>
      <div className="hidden overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">My Orders</caption>
          <thead className="border-b border-sand-200 bg-sand-50 text-xs uppercase tracking-wider text-sand-600">
            <tr>
              <th scope="col" className="px-6 py-3 font-semibold">
                Order
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Date
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Items
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-3 py-3 text-right font-semibold">
                Total
              </th>
              <th scope="col" className="px-6 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-sand-100">
            {orders.map((order) => (
              <tr key={order.id} data-testid={`order-row-${order.id}`}>
                <th scope="row" className="px-6 py-4 font-semibold">
                  #{order.id}
                </th>
                <td className="px-3 py-4 text-sand-700">{formatLocalDate(order.createdAt)}</td>
                <td className="px-3 py-4">
                  <ItemCount order={order} />
                </td>
                <td className="px-3 py-4">
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className="px-3 py-4 text-right font-medium tabular-nums">
                  {formatMoneyWithCents(order.totalCents)}
                  <Refunded order={order} />
                </td>
                <td className="px-6 py-4">
                  <Actions order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-4 md:hidden">
        {orders.map((order) => (
          <li
            key={order.id}
            data-testid={`order-card-${order.id}`}
            className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-5 shadow-soft"
          >
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-semibold">Order #{order.id}</p>
                <p className="text-sm text-sand-700">{formatLocalDate(order.createdAt)}</p>
              </div>
              <OrderStatusBadge status={order.status} />
            </div>
            <div className="mt-3 flex items-center justify-between gap-3 text-sm">
              <ItemCount order={order} />
              <span className="text-right font-semibold tabular-nums">
                {formatMoneyWithCents(order.totalCents)}
                <Refunded order={order} />
              </span>
            </div>
            <div className="mt-4 border-t border-sand-100 pt-4">
              <Actions order={order} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
