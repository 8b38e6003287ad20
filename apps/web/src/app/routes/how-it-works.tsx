import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="How It Works"
      description="How Restora helps you plan a restorative trip, step by step, with a sample daily meal plan."
    />
  );
}
