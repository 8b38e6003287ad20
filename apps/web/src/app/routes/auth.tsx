import { PlaceholderPage } from './placeholder-page';

export function Component() {
  return <PlaceholderPage title="Sign In" description="Sign in to Restora or create an account." />;
}
