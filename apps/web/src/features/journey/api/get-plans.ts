import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail, PlanSummary } from '@restora/shared/contracts/journey';
import { api, unwrap } from '../../../lib/api-client';

/** Every journey query key starts with this, so one invalidation refreshes the planner. */
export const journeyKeys = {
  all: ['journey'] as const,
  plans: () => [...journeyKeys.all, 'plans'] as const,
  plan: (id: number) => [...journeyKeys.all, 'plan', id] as const,
};

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: journeyKeys.plans(),
    queryFn: async ({ signal }): Promise<PlanSummary[]> =>
      (await unwrap(api.GET('/api/journey/plans', { signal }))).items,
  });
}

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPlansQueryOptions(), enabled });
}

export function getPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: journeyKeys.plan(id),
    queryFn: ({ signal }): Promise<PlanDetail> =>
      unwrap(api.GET('/api/journey/plans/{planId}', { params: { path: { planId: id } }, signal })),
  });
}

export function usePlan(id: number | null) {
  return useQuery({ ...getPlanQueryOptions(id ?? 0), enabled: id !== null });
}
