import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '@restora/shared/contracts/admin-audit';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

/** The list's query as the URL holds it: the page, the direction, and the filters that are set. */
export type AuditListQuery = {
  page: number;
  dir: 'asc' | 'desc';
  objectType?: string;
  objectId?: string;
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
};

export function listAuditEvents(
  query: AuditListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditPage> {
  return unwrap(api.GET('/api/admin/audit', { params: { query: { ...query, sort: 'at' } }, signal }));
}

export function getAuditEventsQueryOptions(query: AuditListQuery) {
  return queryOptions({
    queryKey: adminKeys.audit.list(query),
    queryFn: ({ signal }) => listAuditEvents(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAuditEvents(query: AuditListQuery) {
  return useQuery(getAuditEventsQueryOptions(query));
}
