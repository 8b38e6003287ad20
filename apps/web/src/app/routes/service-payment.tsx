import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage title="Pay for Services" description="Pay for the wellness services you selected." />
  );
}
