import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUserDetail } from '@restora/shared/contracts/admin-users';
import { api, unwrap } from '@/lib/api-client';
import { withStepUp } from '@/lib/step-up';
import { adminKeys } from '@/features/admin/api/query-keys';

export type UserChange =
  { kind: 'role'; role: 'admin' | 'guest' } | { kind: 'suspend' } | { kind: 'unsuspend' };

export function updateUser(id: string, change: UserChange): Promise<AdminUserDetail> {
  const params = { path: { id } };
  // Granting the admin role may ask for the second factor again first (lib/step-up.ts).
  if (change.kind === 'role')
    return withStepUp(() =>
      unwrap(api.PUT('/api/admin/users/{id}/role', { params, body: { role: change.role } })),
    );
  if (change.kind === 'suspend') return unwrap(api.POST('/api/admin/users/{id}/suspend', { params }));
  return unwrap(api.POST('/api/admin/users/{id}/unsuspend', { params }));
}

/** A role change or a suspension; the account's detail is replaced and every users list read again. */
export function useUpdateUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => updateUser(id, change),
    onSuccess: (detail) => {
      queryClient.setQueryData(adminKeys.users.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: adminKeys.users.all() });
    },
  });
}
