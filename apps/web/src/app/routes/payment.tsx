import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Complete Your Booking" description="Pay for your wellness stay." />;
}
