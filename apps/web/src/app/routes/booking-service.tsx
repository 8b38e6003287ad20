import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Book a Service" description="Book a wellness service." />;
}
