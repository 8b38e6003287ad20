import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Stay Room"
      description="A wellness stay room: photos, amenities, location and booking."
    />
  );
}
