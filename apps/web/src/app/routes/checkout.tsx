import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Checkout" description="Shipping and payment for your order." />;
}
