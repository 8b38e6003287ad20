import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Product" description="A wellness product from the Restora marketplace." />;
}
