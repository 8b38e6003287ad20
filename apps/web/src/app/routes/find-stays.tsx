import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Find Stays"
      description="Search wellness retreats, spa resorts and yoga studios by place, dates, guests and goals."
    />
  );
}
