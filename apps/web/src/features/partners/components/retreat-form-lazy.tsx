import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The form (react-hook-form, and zod when it validates) loads after the page's first JavaScript, which
// stays within the 150 KB budget (docs/decisions/bundle-budget.md).
const LoadedForm = lazy(() => import('./retreat-form').then((m) => ({ default: m.RetreatForm })));

type Props = ComponentProps<typeof LoadedForm>;

/** The retreat form, loaded on demand. */
export function LazyRetreatForm(props: Props) {
  return (
    <Suspense fallback={<Skeleton className="h-96 w-full" />}>
      <LoadedForm {...props} />
    </Suspense>
  );
}
