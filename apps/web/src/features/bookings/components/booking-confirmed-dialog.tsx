import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '@/components/ui/use-dialog-trigger';
import type { BookingConfirmedDialogProps } from './booking-confirmed-dialog-content';

// The dialog (Radix) loads when it first opens, not with the page.
const Content = lazy(() => import('./booking-confirmed-dialog-content'));

export function BookingConfirmedDialog(props: BookingConfirmedDialogProps) {
  const mounted = useOpenedOnce(props.open);
  return mounted ? (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  ) : null;
}
