import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePlanInput,
  PlanDetail,
  PlanItem,
  PlanSummary,
  UpdatePlanInput,
} from '@restora/shared/contracts/journey';
import { api } from '../../../lib/api-client';
import { journeyKeys } from './get-plans';

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePlanInput = {}) =>
      api<PlanSummary>('/journey/plans', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.plans() }),
  });
}

export function useUpdatePlan(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlanInput) =>
      api<PlanSummary>(`/journey/plans/${planId}`, { method: 'PUT', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => api<void>(`/journey/plans/${planId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

export function useUpdateItemNote(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, note }: { itemId: number; note: string }) =>
      api<PlanItem>(`/journey/plans/${planId}/items/${itemId}`, { method: 'PATCH', body: { note } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.plan(planId) }),
  });
}

export function useRemoveItem(planId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) =>
      api<void>(`/journey/plans/${planId}/items/${itemId}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journeyKeys.all }),
  });
}

/** Shows the new order at once; a failure puts the old one back. Answers the plan in its new order. */
export function useReorderItems(planId: number) {
  const queryClient = useQueryClient();
  const queryKey = journeyKeys.plan(planId);
  return useMutation({
    mutationFn: (itemIds: number[]) =>
      api<PlanDetail>(`/journey/plans/${planId}/items/order`, { method: 'PUT', body: { itemIds } }),
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
    onSuccess: (plan) => queryClient.setQueryData(queryKey, plan),
  });
}
