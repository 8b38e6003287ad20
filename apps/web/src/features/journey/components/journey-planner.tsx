import { useRef, useState } from 'react';
import type { PlanSummary } from '@restora/shared/contracts/journey';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { usePlans } from '../api/get-plans';
import { useCreatePlan } from '../api/plan-mutations';
import { DeletePlanDialog } from './delete-plan-dialog';
import { PlanDetailPanel } from './plan-detail-panel';
import { PlanList } from './plan-list';
import { PlannerEmpty } from './planner-empty';
import { PlannerSkeleton } from './planner-skeleton';
import { useSelectedPlan } from './use-selected-plan';

/** The signed-in planner: the plan list (left, or on top on phones) and the open plan. */
export function JourneyPlanner() {
  const plans = usePlans();
  const { selectedId, select } = useSelectedPlan(plans.data);
  const create = useCreatePlan();
  const [toDelete, setToDelete] = useState<PlanSummary | null>(null);
  const listHeading = useRef<HTMLHeadingElement | null>(null);
  const emptyHeading = useRef<HTMLHeadingElement>(null);
  // The empty state's button goes away with the first plan: focus then goes to the new list.
  const focusNewList = useRef(false);

  const onCreate = () =>
    create.mutate(
      {},
      {
        onSuccess: (plan) => {
          select(plan.id);
          toast({ title: 'Plan created', description: `"${plan.name}" is at the top of your plans.` });
        },
        onError: (error) =>
          toast({ title: 'Could not create a plan', description: error.message, variant: 'destructive' }),
      },
    );

  const onDeleted = (plan: PlanSummary) => {
    select(null);
    toast({ title: 'Plan deleted', description: `"${plan.name}" has been deleted.` });
  };

  return (
    <>
      {plans.isPending ? (
        <PlannerSkeleton />
      ) : plans.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
          <p>We could not load your journey plans: {plans.error.message}</p>
          <Button className="mt-3" size="sm" onClick={() => void plans.refetch()}>
            Try again
          </Button>
        </div>
      ) : !plans.data.length ? (
        <PlannerEmpty
          onCreate={() => {
            focusNewList.current = true;
            onCreate();
          }}
          creating={create.isPending}
          headingRef={emptyHeading}
        />
      ) : (
        <div className="mt-8 grid items-start gap-8 lg:grid-cols-[20rem_minmax(0,1fr)]">
          <div className="lg:sticky lg:top-28">
            <PlanList
              plans={plans.data}
              selectedId={selectedId}
              onCreate={onCreate}
              creating={create.isPending}
              headingRef={(el) => {
                listHeading.current = el;
                if (el && focusNewList.current) {
                  focusNewList.current = false;
                  el.focus();
                }
              }}
            />
          </div>
          {selectedId === null ? null : <PlanDetailPanel planId={selectedId} onDelete={setToDelete} />}
        </div>
      )}
      {/* Outside the plan it deletes, so it stays mounted while that plan's screen goes away. */}
      <DeletePlanDialog
        plan={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={onDeleted}
        onFocusAfterDelete={() => (listHeading.current ?? emptyHeading.current)?.focus()}
      />
    </>
  );
}
