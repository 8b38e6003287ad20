import type { Order } from '@restora/shared/contracts/shop';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import { formatMoneyWithCents } from '@/lib/format';
import { useCancelOrder } from '../api/cancel-order';

type CancelOrderDialogContentProps = {
  order: Order;
  open: boolean;
  setOpen: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
};

/** "Cancel order #N?": loaded on demand by CancelOrderButton. */
export default function CancelOrderDialogContent({
  order,
  open,
  setOpen,
  onCloseAutoFocus,
}: CancelOrderDialogContentProps) {
  const cancel = useCancelOrder();
  // What is left of the total after any refund the operator made (docs/decisions/cancellation-and-refunds.md).
  const refundDue = Math.max(0, order.totalCents - order.refundedCents);

  // Awaited rather than mutate(id, { onSuccess }): a cancelled order has no Cancel button, so the cache
  // update on success unmounts this component, and TanStack Query drops mutate() callbacks of an unmounted
  // caller. They ran only because they happen to fire before React re-renders; the awaited promise does not
  // depend on that ordering.
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync(order.id);
    } catch {
      setOpen(false);
      toast({
        title: 'Error',
        description: 'Failed to cancel your order. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    setOpen(false);
    toast({ title: 'Order Cancelled', description: 'Your order has been cancelled successfully.' });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !cancel.isPending && setOpen(next)}>
      <DialogContent hideClose={cancel.isPending} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Cancel order #{order.id}?</DialogTitle>
          <DialogDescription>
            The order is cancelled straight away and nothing will ship.{' '}
            {refundDue > 0
              ? `${formatMoneyWithCents(refundDue)} is refunded to the card you paid with. `
              : null}
            This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={cancel.isPending}>
              Keep Order
            </Button>
          </DialogClose>
          <Button
            onClick={() => void onConfirm()}
            disabled={cancel.isPending}
            className="bg-danger hover:bg-red-800"
          >
            {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
