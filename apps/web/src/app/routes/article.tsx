import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Article" description="A Restora knowledge article." />;
}
