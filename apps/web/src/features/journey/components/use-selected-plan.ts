import { useSearchParams } from 'react-router';
import type { PlanSummary } from '@restora/shared/contracts/journey';

/**
 * The open plan lives in the URL (?plan=<id>), so a reload keeps it; otherwise the newest plan. Only an id
 * written as the plan's own (not '08' or '8.0') opens it; comparing with the plans listed does that
 * without lib/id-param.ts, which this screen would otherwise load as one more chunk.
 */
export function useSelectedPlan(plans: PlanSummary[] | undefined) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('plan');
  const selectedId = plans?.find((p) => String(p.id) === raw)?.id ?? plans?.[0]?.id ?? null;

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
