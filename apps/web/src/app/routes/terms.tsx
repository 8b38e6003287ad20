import { LegalPage } from './legal-page';

export function Component() {
  return (
    <LegalPage
      title="Terms of Service"
      sections={[
        {
          heading: 'Bookings',
          body: 'A booking is confirmed once payment succeeds. The price you pay is the quote shown on the payment summary. Upcoming bookings can be cancelled free of charge until 24 hours before check-in.',
        },
        {
          heading: 'Orders',
          body: 'Prices, stock and availability are confirmed when you place an order. Orders still processing, and pre-orders, can be cancelled from My Orders. Pre-order items are charged when ordered and shipped when available.',
        },
        {
          heading: 'Your account',
          body: 'Keep your password to yourself. You are responsible for what is done with your account; tell us at once if you think someone else has used it.',
        },
      ]}
    />
  );
}
