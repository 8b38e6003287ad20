import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@restora/shared/contracts/bookings';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export function getDashboard({ signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  return unwrap(api.GET('/api/dashboard', { signal }));
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: queryKeys.dashboard(), queryFn: ({ signal }) => getDashboard({ signal }) });
}

export function useDashboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getDashboardQueryOptions(), enabled });
}
