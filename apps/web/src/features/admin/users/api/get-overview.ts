import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@restora/shared/contracts/admin-overview';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getOverview({ signal }: { signal?: AbortSignal } = {}): Promise<AdminOverview> {
  return unwrap(api.GET('/api/admin/overview', { signal }));
}

export function getOverviewQueryOptions() {
  return queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getOverview({ signal }) });
}

export function useOverview() {
  return useQuery(getOverviewQueryOptions());
}
