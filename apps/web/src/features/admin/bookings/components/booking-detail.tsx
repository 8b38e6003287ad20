import { Link } from 'react-router';
import type { AdminBookingDetail } from '@restora/shared/contracts/admin-bookings';
import { PageMeta } from '@/components/ui/page-meta';
import { formatIsoDay } from '@/lib/format';
import { useAdminBooking } from '../api/get-admin-booking';
import { adminKeys } from '@/features/admin/api/query-keys';
import { useRefundAdminBooking } from '../api/refund-admin-booking';
import { Amounts } from './amounts';
import { moment } from './format';
import { PaymentHistory } from './payment-history';
import { RefundDialog } from './refund-dialog';
import { DetailError, DetailLoading } from './detail-states';
import { StatusBadge } from './status-badge';
import { ObjectHistory } from '@/features/admin/audit/object-history';
import { paths } from '@/config/paths';

function Facts({ b }: { b: AdminBookingDetail }) {
  const rows: [string, string][] = [
    ['Guest', `${b.guestName} · ${b.guestEmail}`],
    [b.kind === 'stay' ? 'Room' : 'Service', b.title],
    ...(b.propertyName ? [['Property', `${b.propertyName} (#${b.propertyId})`] as [string, string]] : []),
    [b.kind === 'stay' ? 'Check-in' : 'Date', formatIsoDay(b.checkIn, 'weekday')],
    ...(b.checkOut ? [['Check-out', formatIsoDay(b.checkOut, 'weekday')] as [string, string]] : []),
    ...(b.guests ? [['Guests', String(b.guests)] as [string, string]] : []),
    ['Booked', moment(b.createdAt)],
    ...(b.cancelledAt
      ? [
          [
            'Cancelled',
            `${moment(b.cancelledAt)} by ${b.cancelledBy === 'operator' ? 'Restora' : (b.cancelledBy ?? '')}`,
          ] as [string, string],
        ]
      : []),
    ...(b.cancellationReason ? [['Reason', b.cancellationReason] as [string, string]] : []),
  ];
  return (
    <dl className="mt-6 grid self-start gap-x-6 gap-y-2 rounded-[var(--radius-card)] border border-sand-200 bg-white p-4 text-sm sm:grid-cols-[10rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sand-700">{label}</dt>
          <dd className="wrap-anywhere font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One booking: what it is, its money, its payment history, and the refund. */
export function BookingDetail({ id }: { id: number }) {
  const booking = useAdminBooking(id);
  const refund = useRefundAdminBooking(id);
  if (booking.isPending) return <DetailLoading />;
  if (booking.isError)
    return (
      <DetailError error={booking.error} back={{ to: paths.admin.bookings.to(), label: 'All bookings' }} />
    );
  const b = booking.data;
  return (
    <>
      <PageMeta title={`Booking #${b.id}`} />
      <Link
        to={paths.admin.bookings.to()}
        className="text-sm text-primary-700 underline-offset-4 hover:underline"
      >
        ← All bookings
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-semibold">
          Booking #{b.id} <StatusBadge status={b.status} />
        </h1>
        <RefundDialog
          what={`booking #${b.id}`}
          leftCents={b.refundableCents}
          canCancel={b.canCancel}
          refund={(request) => refund.mutateAsync(request)}
        />
      </div>
      <div className="grid gap-x-8 lg:grid-cols-2">
        <Facts b={b} />
        <Amounts
          label="Amounts"
          lines={b.lines.map((l) => ({
            key: l.label,
            label: <span className="text-sand-700">{l.label}</span>,
            cents: l.amountCents,
          }))}
          charged={b}
        />
      </div>
      <PaymentHistory payment={b.payment} refunds={b.refunds} detailKey={adminKeys.bookings.detail(id)} />
      <ObjectHistory objectType="booking" objectId={b.id} />
    </>
  );
}
