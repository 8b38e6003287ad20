import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Dashboard"
      description="Your bookings, upcoming stays and spending at a glance."
    />
  );
}
