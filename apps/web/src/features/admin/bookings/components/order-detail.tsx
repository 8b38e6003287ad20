import { ObjectHistory } from '@/features/admin/audit/object-history';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@restora/shared/contracts/admin-bookings';
import { PageMeta } from '@/components/ui/page-meta';
import { useAdminOrder } from '../api/get-admin-order';
import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefundAdminOrder } from '../api/update-admin-order';
import { DetailError, DetailLoading } from './detail-states';
import { NextStep } from './order-next-step';
import { Amounts } from './amounts';
import { moment } from './format';
import { PaymentHistory } from './payment-history';
import { RefundDialog } from './refund-dialog';
import { StatusBadge } from './status-badge';
import { paths } from '@/config/paths';

function Lines({ o }: { o: AdminOrderDetail }) {
  return (
    <Amounts
      label="Lines and amounts"
      lines={[
        ...o.lines.map((l) => ({
          key: l.productId,
          label: `${l.quantity} × ${l.name}`,
          cents: l.unitPriceCents * l.quantity,
        })),
        { key: 'subtotal', label: 'Subtotal', cents: o.subtotalCents, muted: true },
        { key: 'tax', label: 'Tax', cents: o.taxCents, muted: true },
        { key: 'shipping', label: 'Shipping', cents: o.shippingCents, muted: true },
      ]}
      charged={o}
    />
  );
}

function Customer({ o }: { o: AdminOrderDetail }) {
  const a = o.shippingAddress;
  return (
    <dl className="mt-6 grid self-start gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-sand-700">Customer</dt>
      <dd className="wrap-anywhere font-medium">
        {o.customerName} · {o.customerEmail}
      </dd>
      <dt className="text-sand-700">Ship to</dt>
      <dd className="font-medium">
        {[a.name, a.line1, a.line2, `${a.city} ${a.postalCode}`, a.country].filter(Boolean).join(', ')}
      </dd>
      <dt className="text-sand-700">Placed</dt>
      <dd className="font-medium">{moment(o.createdAt)}</dd>
      <dt className="text-sand-700">Last change</dt>
      <dd className="font-medium">{moment(o.updatedAt)}</dd>
    </dl>
  );
}

/** One order: its lines, its customer, its next step, its payment history, and the refund. */
export function OrderDetail({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const refund = useRefundAdminOrder(id);
  if (order.isPending) return <DetailLoading />;
  if (order.isError)
    return <DetailError error={order.error} back={{ to: paths.admin.orders.to(), label: 'All orders' }} />;
  const o = order.data;
  return (
    <>
      <PageMeta title={`Order #${o.id}`} />
      <Link
        to={paths.admin.orders.to()}
        className="text-sm text-primary-700 underline-offset-4 hover:underline"
      >
        ← All orders
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-semibold">
          Order #{o.id} <StatusBadge status={o.status} />
        </h1>
        <div className="flex flex-wrap gap-2">
          <NextStep order={o} />
          <RefundDialog
            what={`order #${o.id}`}
            leftCents={o.refundableCents}
            refund={({ amountCents, reason }) =>
              refund.mutateAsync({ ...(amountCents === undefined ? {} : { amountCents }), reason })
            }
          />
        </div>
      </div>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <Customer o={o} />
        <Lines o={o} />
      </div>
      <PaymentHistory payment={o.payment} refunds={o.refunds} detailKey={adminKeys.orders.detail(id)} />
      <ObjectHistory objectType="order" objectId={o.id} />
    </>
  );
}
