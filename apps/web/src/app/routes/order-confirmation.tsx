import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Order Confirmed" description="Your order confirmation." />;
}
