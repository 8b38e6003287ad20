import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Your Cart" description="The products in your cart." />;
}
