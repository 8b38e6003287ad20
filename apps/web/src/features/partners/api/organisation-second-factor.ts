import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationSecondFactor } from '@restora/shared/contracts/second-factor';
import { api, unwrap } from '@/lib/api-client';
import { partnerKeys } from '@/lib/partner-query-keys';
import { withStepUp } from '@/lib/step-up';

export function getOrganisationSecondFactor(
  id: number,
  signal?: AbortSignal,
): Promise<OrganisationSecondFactor> {
  return unwrap(
    api.GET('/api/partner/organisations/{id}/second-factor', { params: { path: { id } }, signal }),
  );
}

export function useOrganisationSecondFactor(id: number) {
  return useQuery(
    queryOptions({
      queryKey: partnerKeys.organisationSecondFactor(id),
      queryFn: ({ signal }) => getOrganisationSecondFactor(id, signal),
    }),
  );
}

/** Turning the rule on needs this session to have passed a second factor (docs/decisions/second-factors.md). */
export function useSetOrganisationSecondFactor(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) =>
      withStepUp(() =>
        unwrap(
          api.PUT('/api/partner/organisations/{id}/second-factor', {
            params: { path: { id } },
            body: { required },
          }),
        ),
      ),
    onSuccess: (rule) => queryClient.setQueryData(partnerKeys.organisationSecondFactor(id), rule),
  });
}
