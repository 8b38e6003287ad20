import type { ReactNode } from 'react';
import { CalendarClock, MapPin, Truck } from 'lucide-react';
import type { Order } from '@restora/shared/contracts/shop';
import { formatMoneyWithCents, formatIsoDay, formatLocalDate } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';

type Line = Order['items'][number];

function LineList({ lines }: { lines: Line[] }) {
  return (
    <ul className="divide-y divide-sand-100">
      {lines.map((line) => (
        <li key={line.productId} className="flex items-center gap-3 py-3 text-sm">
          <img
            src={line.image}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg bg-sand-100 object-cover"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-medium">{line.name}</span>
            <span className="text-sand-600">
              {line.quantity} × {formatMoneyWithCents(line.unitPriceCents)}
              {line.productType === 'pre_order' && line.releaseDate
                ? ` · Releases ${formatIsoDay(line.releaseDate)}`
                : ''}
            </span>
          </span>
          <span className="font-medium tabular-nums">
            {formatMoneyWithCents(line.unitPriceCents * line.quantity)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Group({
  id,
  title,
  note,
  icon,
  children,
}: {
  id: string;
  title: string;
  note: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-sand-200 p-5">
      <h3 id={id} className="font-sans text-base font-semibold">
        {title}
      </h3>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-sand-700">
        {icon} {note}
      </p>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** The confirmation: number, date, status, address, the two shipping groups and the stored totals. */
export function OrderDetails({ order, actions }: { order: Order; actions: ReactNode }) {
  const standard = order.items.filter((l) => l.productType === 'buy_now');
  const preOrders = order.items.filter((l) => l.productType === 'pre_order');
  const address = order.shippingAddress;
  return (
    <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-6 rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft sm:p-8">
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-sand-600">Order number</dt>
            <dd className="mt-1 text-lg font-semibold">#{order.id}</dd>
          </div>
          <div>
            <dt className="text-sand-600">Date</dt>
            <dd className="mt-1 text-lg font-semibold">{formatLocalDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-sand-600">Status</dt>
            <dd className="mt-1.5">
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
        <h2 className="sr-only">Items</h2>
        {standard.length ? (
          <Group
            id="group-standard"
            title="Standard Shipping"
            icon={<Truck className="size-4" aria-hidden />}
            note={`Estimated delivery: ${formatIsoDay(order.estimatedDelivery)}`}
          >
            <LineList lines={standard} />
          </Group>
        ) : null}
        {preOrders.length ? (
          <Group
            id="group-pre-order"
            title="Pre-Order Items"
            icon={<CalendarClock className="size-4" aria-hidden />}
            note="Each ships on its release date."
          >
            <LineList lines={preOrders} />
          </Group>
        ) : null}
      </div>
      <div className="grid gap-6">
        <section
          aria-labelledby="shipping-address-title"
          className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft"
        >
          <h2
            id="shipping-address-title"
            className="flex items-center gap-2 font-sans text-sm font-semibold uppercase tracking-wider text-sand-600"
          >
            <MapPin className="size-4" aria-hidden /> Shipping address
          </h2>
          <address className="mt-3 not-italic leading-relaxed" data-testid="shipping-address">
            {address.name}
            <br />
            {address.line1}
            {address.line2 ? (
              <>
                <br />
                {address.line2}
              </>
            ) : null}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country}
          </address>
        </section>
        <section
          aria-labelledby="order-totals-title"
          className="rounded-[var(--radius-card)] border border-sand-200 bg-white p-6 shadow-soft"
        >
          <h2
            id="order-totals-title"
            className="font-sans text-sm font-semibold uppercase tracking-wider text-sand-600"
          >
            Order total
          </h2>
          <dl className="mt-3 grid gap-2 text-sm" data-testid="order-totals">
            {(
              [
                ['Subtotal', order.subtotalCents],
                ['Shipping', order.shippingCents],
                ['Tax', order.taxCents],
              ] as const
            ).map(([label, amount]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-sand-700">{label}</dt>
                <dd className="font-medium tabular-nums">{formatMoneyWithCents(amount)}</dd>
              </div>
            ))}
            <div className="mt-2 flex justify-between gap-4 border-t border-sand-200 pt-3 text-base">
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold tabular-nums">{formatMoneyWithCents(order.totalCents)}</dd>
            </div>
            {order.refundedCents > 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="text-sand-700">Refunded</dt>
                <dd className="font-medium tabular-nums">{formatMoneyWithCents(order.refundedCents)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">{actions}</div>
      </div>
    </div>
  );
}
