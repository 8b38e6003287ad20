import { useRef } from 'react';
import type { PlanSummary } from '@restora/shared/contracts/journey';
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
import { useDeletePlan } from '../api/plan-mutations';
import { formatItemCount } from '../lib/format';

export type DeletePlanDialogProps = {
  /** The plan to confirm; null when the dialog is closed. */
  plan: PlanSummary | null;
  onClose: () => void;
  onDeleted: (plan: PlanSummary) => void;
  /** Where focus goes once the dialog has closed over a deleted plan (its Delete button is gone). */
  onFocusAfterDelete: () => void;
};

/**
 * Asks before a plan and its items are deleted. It lives beside the plan list, not inside the plan, so
 * it stays mounted while the deleted plan's screen goes away and can hand focus on cleanly.
 */
export default function DeletePlanDialogContent({
  plan,
  onClose,
  onDeleted,
  onFocusAfterDelete,
}: DeletePlanDialogProps) {
  const remove = useDeletePlan();
  const deleted = useRef(false);

  const onConfirm = async (target: PlanSummary) => {
    try {
      await remove.mutateAsync(target.id);
    } catch (error) {
      toast({
        title: 'Could not delete the plan',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      return;
    }
    deleted.current = true;
    onClose();
    onDeleted(target);
  };

  return (
    <Dialog open={plan !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      {plan ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!deleted.current) return;
            deleted.current = false;
            event.preventDefault();
            onFocusAfterDelete();
          }}
        >
          <DialogHeader>
            <DialogTitle>Delete this plan?</DialogTitle>
            <DialogDescription>
              &ldquo;{plan.name}&rdquo; and the {formatItemCount(plan.itemCount)} in it will be deleted. This
              cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button
              className="bg-danger hover:bg-red-800"
              disabled={remove.isPending}
              onClick={() => void onConfirm(plan)}
            >
              {remove.isPending ? 'Deleting...' : 'Delete Plan'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
