import type { AuditListQuery } from './list-audit-events';

/** The history screens' query keys. */
export const auditKeys = {
  all: () => ['admin', 'audit'] as const,
  list: (query: AuditListQuery) => ['admin', 'audit', 'list', query] as const,
  detail: (id: number) => ['admin', 'audit', 'detail', id] as const,
};
