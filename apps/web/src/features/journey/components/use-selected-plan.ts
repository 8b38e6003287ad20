import { useSearchParams } from 'react-router';
import type { PlanSummary } from '@restora/shared/contracts/journey';
import { parseIdParam } from '../../../lib/id-param';

/** The open plan lives in the URL (?plan=<id>), so a reload keeps it; otherwise the newest plan. */
export function useSelectedPlan(plans: PlanSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const requested = parseIdParam(params.get('plan'));
  const selectedId = plans?.some((p) => p.id === requested) ? requested : (plans?.[0]?.id ?? null);

  const select = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('plan');
        else next.set('plan', String(id));
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return { selectedId, select };
}

/** The link that opens a plan: the same page with ?plan=<id>. */
export const planSearch = (id: number) => `?plan=${id}`;
