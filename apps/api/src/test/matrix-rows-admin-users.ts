/** The back office's overview and users rows of the authorization matrix (docs/decisions/admin-users.md). */
import { ADMIN, row, type Row } from './matrix-rows';

export function adminUsersRows(): Row[] {
  const target =
    (suffix = '') =>
    (f: Parameters<NonNullable<Row['call']>>[0]) => ({
      path: `/api/admin/users/${f.adminUsers.targetId}${suffix}`,
    });
  return [
    row('GET /api/admin/overview', ADMIN),
    // Only the administrators: the whole list would show A's e-mail, which the matrix keeps secret.
    row('GET /api/admin/users', ADMIN, () => ({ path: '/api/admin/users?role=admin' })),
    row('GET /api/admin/users/{id}', ADMIN, target()),
    row('PUT /api/admin/users/{id}/role', ADMIN, (f) => ({ ...target('/role')(f), body: { role: 'guest' } })),
    row('POST /api/admin/users/{id}/suspend', ADMIN, target('/suspend')),
    row('POST /api/admin/users/{id}/unsuspend', ADMIN, target('/unsuspend')),
  ];
}
