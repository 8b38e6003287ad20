import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="My Orders" description="Your orders and their status." />;
}
