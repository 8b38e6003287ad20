import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Marketplace" description="Wellness supplements, equipment, apparel and snacks." />
  );
}
