import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return (
    <PlaceholderPage
      title="Discovery Quiz"
      description="Craft your ideal wellness escape in six quick questions."
    />
  );
}
