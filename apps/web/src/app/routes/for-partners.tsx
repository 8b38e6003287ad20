import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="For Partners"
      description="Partner with Restora: hotels, retreats, studios, spas and wellness suppliers."
    />
  );
}
