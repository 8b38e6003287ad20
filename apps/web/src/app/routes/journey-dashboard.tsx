import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Journey Planner"
      description="Arrange stays, services and products into your wellness journey plans."
    />
  );
}
