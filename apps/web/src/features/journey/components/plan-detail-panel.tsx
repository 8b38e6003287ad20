import type { PlanSummary } from '@restora/shared/contracts/journey';
import { Button } from '@/components/ui/button';
import { usePlan } from '../api/get-plans';
import { PlanForm } from './forms-on-demand';
import { PlanItems } from './plan-items';
import { PlanDetailSkeleton } from './planner-skeleton';

type PlanDetailPanelProps = { planId: number; onDelete: (plan: PlanSummary) => void };

/** The open plan: its details form, then its items in order. */
export function PlanDetailPanel({ planId, onDelete }: PlanDetailPanelProps) {
  const plan = usePlan(planId);

  if (plan.isPending) return <PlanDetailSkeleton />;
  if (plan.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-danger/30 bg-red-50 p-5 text-red-900">
        <p>We could not load this plan: {plan.error.message}</p>
        <Button className="mt-3" size="sm" onClick={() => void plan.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid min-w-0 gap-8">
      <PlanForm key={plan.data.id} plan={plan.data} onDelete={onDelete} />
      <PlanItems key={`items-${plan.data.id}`} plan={plan.data} />
    </div>
  );
}
