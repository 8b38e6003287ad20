import { lazy, type ComponentType } from 'react';

/**
 * One page of a back office section, loaded when first shown: the route module (routes/back-office-*.tsx)
 * stays small, and the section's code follows it, as when the sections were the admin screen's own lazy
 * parts (docs/decisions/bundle-budget.md). The admin frame (routes/admin.tsx) shows the loading state.
 */
export function lazyPage<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(() => load().then((m) => ({ default: m[name] as ComponentType })));
}
