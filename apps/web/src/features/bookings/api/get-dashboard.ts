import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@restora/shared/contracts/bookings';
import { api } from '../../../lib/api-client';

export function getDashboard({ signal }: { signal?: AbortSignal } = {}) {
  return api<Dashboard>('/dashboard', { signal });
}

export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard({ signal }) });
}

export function useDashboard({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getDashboardQueryOptions(), enabled });
}
