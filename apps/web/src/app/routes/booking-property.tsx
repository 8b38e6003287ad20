import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Book a Stay" description="Book a wellness stay room." />;
}
