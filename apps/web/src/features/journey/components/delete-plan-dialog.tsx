import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/use-dialog-trigger';
import type { DeletePlanDialogProps } from './delete-plan-dialog-content';

// The dialog (Radix) loads when it first opens, not with the page.
const Content = lazy(() => import('./delete-plan-dialog-content'));

export function DeletePlanDialog(props: DeletePlanDialogProps) {
  const mounted = useOpenedOnce(props.plan !== null);
  return mounted ? (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  ) : null;
}
