import { formatIsoDay, formatMoneyWithCents } from '@restora/shared/domain/format';
import type { OrderDetails } from '../mail-details';
import { greeting } from './greeting';
import { Layout } from './layout';
import { Action, Details, Note, Paragraph, Prices, RefundNote, type PriceLine } from './parts';

const money = formatMoneyWithCents;

function itemLines(order: OrderDetails): PriceLine[] {
  return order.items.map((item) => ({
    label:
      `${item.quantity} × ${item.name}` +
      (item.productType === 'pre_order' && item.releaseDate
        ? ` (pre-order, ships ${formatIsoDay(item.releaseDate)})`
        : ''),
    amount: money(item.unitPriceCents * item.quantity),
  }));
}

const totals = (order: OrderDetails): PriceLine[] => [
  { label: 'Subtotal', amount: money(order.subtotalCents) },
  { label: 'Tax', amount: money(order.taxCents) },
  { label: 'Shipping', amount: money(order.shippingCents) },
];

function address(order: OrderDetails): string {
  const a = order.shippingAddress;
  return [a.name, a.line1, a.line2, `${a.city} ${a.postalCode}`, a.country].filter(Boolean).join(', ');
}

function OrderSummary({ order, totalLabel }: { order: OrderDetails; totalLabel: string }) {
  const shipsNow = order.items.some((i) => i.productType === 'buy_now');
  return (
    <>
      <Details
        rows={[
          ['Order', `#${order.id}`],
          ['Placed', formatIsoDay(order.createdAt.toISOString().slice(0, 10), 'medium')],
          ...(shipsNow
            ? [['Estimated delivery', formatIsoDay(order.estimatedDelivery)] as [string, string]]
            : []),
          ['Ship to', address(order)],
        ]}
      />
      <Prices
        lines={[...itemLines(order), ...totals(order)]}
        total={{ label: totalLabel, amount: money(order.totalCents) }}
      />
    </>
  );
}

type Props = { publicUrl: string; order: OrderDetails };

export const placedSubject = (order: OrderDetails) => `Thank you for your order #${order.id}`;

export function OrderPlaced({ publicUrl, order }: Props) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Thank you for your order"
      preview={`Order #${order.id}: ${money(order.totalCents)}, ${order.items.length === 1 ? '1 product' : `${order.items.length} products`}.`}
    >
      <Paragraph>{greeting(order.customerName)}</Paragraph>
      <Paragraph>
        We have your order and your payment. We will write again when it ships; pre-ordered products ship on
        their release date.
      </Paragraph>
      <OrderSummary order={order} totalLabel="Total paid" />
      <Action href={`${publicUrl}/order-confirmation/${order.id}`}>View your order</Action>
      <Note>
        Changed your mind? You can cancel while the order is processing, from {`${publicUrl}/orders`}.
      </Note>
    </Layout>
  );
}

export const orderCancelledSubject = (order: OrderDetails) => `Your order #${order.id} is cancelled`;

export function OrderCancelled({ publicUrl, order, refundedCents }: Props & { refundedCents: number }) {
  return (
    <Layout
      publicUrl={publicUrl}
      heading="Your order is cancelled"
      preview={`Order #${order.id} is cancelled.`}
    >
      <Paragraph>{greeting(order.customerName)}</Paragraph>
      <Paragraph>Order #{order.id} is cancelled and will not be sent.</Paragraph>
      <RefundNote refundedCents={refundedCents} totalCents={order.totalCents} />
      <OrderSummary order={order} totalLabel="Order total" />
      <Action href={`${publicUrl}/orders`}>View your orders</Action>
    </Layout>
  );
}

/** What each status the operator sets means to the customer: the subject's ending and the message. */
const statusNews: Record<string, { subject: string; heading: string; body: string }> = {
  processing: {
    subject: 'is being prepared',
    heading: 'Your order is being prepared',
    body: 'We are packing your order.',
  },
  shipped: {
    subject: 'is on its way',
    heading: 'Your order is on its way',
    body: 'Your order has left our warehouse and is on its way to you.',
  },
  delivered: {
    subject: 'has been delivered',
    heading: 'Your order has been delivered',
    body: 'Your order has been delivered. We hope it brings you calm.',
  },
  pre_ordered: {
    subject: 'is pre-ordered',
    heading: 'Your order is pre-ordered',
    body: 'Your products will ship on their release date.',
  },
  cancelled: {
    subject: 'is cancelled',
    heading: 'Your order is cancelled',
    body: 'Your order has been cancelled and will not be sent.',
  },
};

const newsOf = (status: string) =>
  statusNews[status] ?? {
    subject: 'has an update',
    heading: 'Your order has an update',
    body: 'The status of your order has changed.',
  };

export const statusSubject = (order: OrderDetails, status: string) =>
  `Your order #${order.id} ${newsOf(status).subject}`;

export function OrderStatusChanged({ publicUrl, order, status }: Props & { status: string }) {
  const news = newsOf(status);
  return (
    <Layout publicUrl={publicUrl} heading={news.heading} preview={`Order #${order.id}: ${news.body}`}>
      <Paragraph>{greeting(order.customerName)}</Paragraph>
      <Paragraph>{news.body}</Paragraph>
      <OrderSummary order={order} totalLabel="Total paid" />
      <Action href={`${publicUrl}/orders`}>View your orders</Action>
    </Layout>
  );
}
