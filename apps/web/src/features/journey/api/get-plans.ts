import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDetail, PlanSummary } from '@restora/shared/contracts/journey';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.journey.plans(),
    queryFn: async ({ signal }): Promise<PlanSummary[]> =>
      (await unwrap(api.GET('/api/journey/plans', { signal }))).items,
  });
}

export function usePlans({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPlansQueryOptions(), enabled });
}

export function getPlanQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.journey.plan(id),
    queryFn: ({ signal }): Promise<PlanDetail> =>
      unwrap(api.GET('/api/journey/plans/{planId}', { params: { path: { planId: id } }, signal })),
  });
}

export function usePlan(id: number | null) {
  return useQuery({ ...getPlanQueryOptions(id ?? 0), enabled: id !== null });
}
