import { lazy, Suspense } from 'react';
import type { Order } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import { useDialogTrigger } from '@/components/ui/use-dialog-trigger';

// The confirmation dialog (Radix and its scroll lock) loads when the button is reached or pressed.
const loadContent = () => import('./cancel-order-dialog-content');
const CancelOrderDialogContent = lazy(loadContent);

/** 'Cancel' asks to confirm first; the list and the order follow the server's answer. */
export function CancelOrderButton({ order }: { order: Order }) {
  const { open, setOpen, mounted, triggerProps, returnFocus } = useDialogTrigger(loadContent);
  return (
    <>
      <Button variant="outline" size="sm" aria-label={`Cancel order #${order.id}`} {...triggerProps}>
        Cancel
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <CancelOrderDialogContent
            order={order}
            open={open}
            setOpen={setOpen}
            onCloseAutoFocus={returnFocus}
          />
        </Suspense>
      ) : null}
    </>
  );
}
