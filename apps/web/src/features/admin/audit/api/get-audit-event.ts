import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@restora/shared/contracts/admin-audit';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';

export function getAuditEvent(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<AuditEvent> {
  return unwrap(
    api.GET('/api/admin/audit/{id}', { params: { path: { id } }, signal }),
  ) as Promise<AuditEvent>;
}

export function getAuditEventQueryOptions(id: number) {
  return queryOptions({
    queryKey: adminKeys.audit.detail(id),
    queryFn: ({ signal }) => getAuditEvent(id, { signal }),
  });
}

export function useAuditEvent(id: number) {
  return useQuery(getAuditEventQueryOptions(id));
}
