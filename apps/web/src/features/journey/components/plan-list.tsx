import type { Ref } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Plus } from 'lucide-react';
import type { PlanSummary } from '@restora/shared/contracts/journey';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatItemCount, formatPlanDates } from '../lib/format';
import { planSearch } from './use-selected-plan';

type PlanListProps = {
  plans: PlanSummary[];
  selectedId: number | null;
  onCreate: () => void;
  creating: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The user's plans, newest first; the open one is marked (aria-current) and highlighted. */
export function PlanList({ plans, selectedId, onCreate, creating, headingRef }: PlanListProps) {
  return (
    <section aria-labelledby="journey-plans-heading" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2
          id="journey-plans-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600"
        >
          Your Plans
        </h2>
        <span className="text-sm text-sand-600">
          {plans.length}
          <span className="sr-only"> {plans.length === 1 ? 'plan' : 'plans'}</span>
        </span>
      </div>
      <Button onClick={onCreate} disabled={creating} className="w-full">
        <Plus aria-hidden />
        {creating ? 'Creating...' : 'Create New Plan'}
      </Button>
      <ul className="grid gap-2">
        {plans.map((plan) => {
          const selected = plan.id === selectedId;
          return (
            <li key={plan.id}>
              <Link
                to={planSearch(plan.id)}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={cn(
                  'grid gap-1 rounded-2xl border px-4 py-3 transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
                  selected
                    ? 'border-primary-600 bg-primary-50 shadow-soft'
                    : 'border-sand-200 bg-white hover:border-sand-300 hover:bg-sand-50',
                )}
              >
                <span className="wrap-anywhere font-semibold text-ink">{plan.name}</span>
                <span className="flex items-center gap-1.5 text-sm text-sand-700">
                  <CalendarDays className="size-4 shrink-0 text-sand-600" aria-hidden />
                  {formatPlanDates(plan.startDate, plan.endDate)}
                </span>
                <span className="text-sm text-sand-600">{formatItemCount(plan.itemCount)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
