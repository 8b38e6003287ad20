import { formatIsoDay } from '@restora/shared/domain/format';
import { formatUsd } from '@restora/shared/domain/stay-quote';
import type { BookingDetails, OrderDetails, RefundDetails } from '../mail-details';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Details, Note, Paragraph } from './parts';

// The operator's refunds, told to the guest or customer (docs/decisions/admin-bookings.md): what this
// refund gives back, why, and what has been refunded in all.

const BANK_NOTE = 'It goes back to the card you paid with; your bank may take a few days to show it.';

const what = (b: BookingDetails) =>
  b.kind === 'stay' ? `your stay at ${b.place?.name ?? b.title}` : `your ${b.title} booking`;

export function bookingRefundedSubject(b: BookingDetails, refund: RefundDetails | null): string {
  if (b.status === 'cancelled') return `Booking #${b.id} is cancelled and refunded`;
  return `You have been refunded ${formatUsd(refund?.amountCents ?? b.refundedCents)} for booking #${b.id}`;
}

export function BookingRefunded({
  publicUrl,
  booking,
  refund,
}: {
  publicUrl: string;
  booking: BookingDetails;
  refund: RefundDetails | null;
}) {
  const cancelled = booking.status === 'cancelled';
  const amount = formatUsd(refund?.amountCents ?? 0);
  return (
    <Layout
      publicUrl={publicUrl}
      heading={cancelled ? 'Your booking is cancelled' : 'You have been refunded'}
      preview={`Booking #${booking.id}: ${refund ? `${amount} refunded` : 'cancelled'}.`}
    >
      <Paragraph>{greeting(booking.guestName)}</Paragraph>
      <Paragraph>
        {cancelled
          ? `Restora has cancelled ${what(booking)} (booking #${booking.id}).`
          : `Restora has refunded part of ${what(booking)} (booking #${booking.id}); the booking itself is unchanged.`}
      </Paragraph>
      {refund ? (
        <Paragraph>
          Refunded now: {amount}. {BANK_NOTE}
        </Paragraph>
      ) : null}
      {refund ? <Paragraph>Why: {refund.reason}</Paragraph> : null}
      <Details
        rows={[
          ['Booking', `#${booking.id}`],
          [booking.kind === 'stay' ? 'Check-in' : 'Date', formatIsoDay(booking.checkIn, 'weekday')],
          ['Paid', formatUsd(booking.totalCents)],
          ['Refunded in all', formatUsd(booking.refundedCents)],
        ]}
      />
      <Action href={`${publicUrl}/dashboard`}>View your bookings</Action>
      <Note>Questions about this refund? Reply to this message.</Note>
    </Layout>
  );
}

export const orderRefundedSubject = (order: OrderDetails, refund: RefundDetails) =>
  order.status === 'cancelled'
    ? `Your order #${order.id} is cancelled and refunded`
    : `You have been refunded ${formatUsd(refund.amountCents)} for order #${order.id}`;

export function OrderRefunded({
  publicUrl,
  order,
  refund,
  refundedCents,
}: {
  publicUrl: string;
  order: OrderDetails;
  refund: RefundDetails;
  refundedCents: number;
}) {
  const cancelled = order.status === 'cancelled';
  return (
    <Layout
      publicUrl={publicUrl}
      heading={cancelled ? 'Your order is cancelled' : 'You have been refunded'}
      preview={`Order #${order.id}: ${formatUsd(refund.amountCents)} refunded.`}
    >
      <Paragraph>{greeting(order.customerName)}</Paragraph>
      <Paragraph>
        {cancelled
          ? `Order #${order.id} is cancelled and will not be sent.`
          : `Restora has refunded part of order #${order.id}.`}
      </Paragraph>
      <Paragraph>
        Refunded now: {formatUsd(refund.amountCents)}. {BANK_NOTE}
      </Paragraph>
      <Paragraph>Why: {refund.reason}</Paragraph>
      <Details
        rows={[
          ['Order', `#${order.id}`],
          ['Paid', formatUsd(order.totalCents)],
          ['Refunded in all', formatUsd(refundedCents)],
        ]}
      />
      <Action href={`${publicUrl}/orders`}>View your orders</Action>
    </Layout>
  );
}
