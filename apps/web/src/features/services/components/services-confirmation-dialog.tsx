import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/use-dialog-trigger';
import type { ServicesConfirmationDialogProps } from './services-confirmation-dialog-content';

export type { BookedService } from './services-confirmation-dialog-content';

// The dialog (Radix) loads when it first opens, not with the page.
const Content = lazy(() => import('./services-confirmation-dialog-content'));

export function ServicesConfirmationDialog(props: ServicesConfirmationDialogProps) {
  const mounted = useOpenedOnce(props.booked !== null);
  return mounted ? (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  ) : null;
}
