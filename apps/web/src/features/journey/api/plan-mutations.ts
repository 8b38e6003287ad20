import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePlanInput,
  PlanDetail,
  PlanItem,
  PlanSummary,
  UpdatePlanInput,
} from '@restora/shared/contracts/journey';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePlanInput = {}): Promise<PlanSummary> =>
      unwrap(api.POST('/api/journey/plans', { body: input })),
    // The new plan shows at the top at once (the list is newest first) and opens without a round trip.
    onSuccess: (plan) => {
      queryClient.setQueryData<PlanSummary[]>(queryKeys.journey.plans(), (plans) =>
        plans ? [plan, ...plans.filter((p) => p.id !== plan.id)] : plans,
      );
      queryClient.setQueryData<PlanDetail>(queryKeys.journey.plan(plan.id), { ...plan, items: [] });
      return queryClient.invalidateQueries({ queryKey: queryKeys.journey.plans() });
    },
  });
}

export function useUpdatePlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlanInput): Promise<PlanSummary> =>
      unwrap(api.PUT('/api/journey/plans/{planId}', { params: { path: { planId } }, body: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journey.all() }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number): Promise<void> =>
      unwrap(api.DELETE('/api/journey/plans/{planId}', { params: { path: { planId } } })),
    // Dropped from the cache rather than refetched: asking for the deleted plan again would only 404.
    onSuccess: (_result, planId) => {
      queryClient.setQueryData<PlanSummary[]>(queryKeys.journey.plans(), (plans) =>
        plans?.filter((p) => p.id !== planId),
      );
      queryClient.removeQueries({ queryKey: queryKeys.journey.plan(planId), exact: true });
      return queryClient.invalidateQueries({ queryKey: queryKeys.journey.plans() });
    },
  });
}

export function useUpdateItemNote(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, note }: { itemId: number; note: string }): Promise<PlanItem> =>
      unwrap(
        api.PATCH('/api/journey/plans/{planId}/items/{itemId}', {
          params: { path: { planId, itemId } },
          body: { note },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journey.plan(planId) }),
  });
}

export function useRemoveItem(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number): Promise<void> =>
      unwrap(
        api.DELETE('/api/journey/plans/{planId}/items/{itemId}', { params: { path: { planId, itemId } } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.journey.all() }),
  });
}

/**
 * Shows the new order at once; a failure puts the old one back. Answers the plan in its new order.
 * Moves of one plan go to the server one after another (a scope), so quick moves arrive in order.
 */
export function useReorderItems(planId: number) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.journey.plan(planId);
  const mutationKey = queryKeys.journey.reorder(planId);
  return useMutation({
    mutationKey,
    scope: { id: `journey-order-${planId}` },
    mutationFn: (itemIds: number[]): Promise<PlanDetail> =>
      unwrap(
        api.PUT('/api/journey/plans/{planId}/items/order', {
          params: { path: { planId } },
          body: { itemIds },
        }),
      ),
    onMutate: async (itemIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<PlanDetail>(queryKey);
      if (previous) {
        const byId = new Map(previous.items.map((item) => [item.id, item]));
        const items = itemIds.flatMap((id, position) => {
          const item = byId.get(id);
          return item ? [{ ...item, position }] : [];
        });
        queryClient.setQueryData<PlanDetail>(queryKey, { ...previous, items });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    // A later move already on screen must not flash back to this older answer.
    onSuccess: (plan) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, plan);
    },
  });
}
