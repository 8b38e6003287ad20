import { lazy, Suspense } from 'react';
import { useStepUpRequest } from '@/lib/step-up';

// The code dialog and its form load the first time an action asks for the second factor again.
const StepUpDialog = lazy(() => import('@/features/account/components/second-factor/step-up-dialog'));

/** Shows the step-up code dialog when an action asks for it (lib/step-up.ts). */
export function StepUpOnDemand() {
  const request = useStepUpRequest();
  return request ? (
    <Suspense fallback={null}>
      <StepUpDialog onDone={request.done} />
    </Suspense>
  ) : null;
}
