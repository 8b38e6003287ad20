import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

// The planner's two forms (react-hook-form) load just after the page's first JavaScript rather than with
// it: the server has rendered them, hydration waits for their code, and input made meanwhile is kept
// (docs/decisions/early-input.md). That keeps the planner within the 150 KB budget
// (docs/decisions/bundle-budget.md).
const PlanFormLoaded = lazy(() => import('./plan-form').then((m) => ({ default: m.PlanForm })));
const ItemNoteFormLoaded = lazy(() => import('./item-note-form').then((m) => ({ default: m.ItemNoteForm })));

export function PlanForm(props: ComponentProps<typeof PlanFormLoaded>) {
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <PlanFormLoaded {...props} />
    </Suspense>
  );
}

export function ItemNoteForm(props: ComponentProps<typeof ItemNoteFormLoaded>) {
  return (
    <Suspense fallback={<Skeleton className="h-10 w-full" />}>
      <ItemNoteFormLoaded {...props} />
    </Suspense>
  );
}
