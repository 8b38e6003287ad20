import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Wellness Service"
      description="Details of a wellness service you can add to your stay."
    />
  );
}
