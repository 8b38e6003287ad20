import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Knowledge Centre"
      description="Practical reading on nutrition, sleep, recovery, fitness and mental wellness."
    />
  );
}
