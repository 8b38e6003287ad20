import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Enhance Your Stay"
      description="Add yoga classes, spa treatments, personal training and nutrition sessions to your stay."
    />
  );
}
