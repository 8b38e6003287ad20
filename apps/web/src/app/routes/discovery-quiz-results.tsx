import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Your Wellness Suggestions"
      description="Stays, services and products matched to your quiz answers."
    />
  );
}
