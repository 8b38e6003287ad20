import { UserDetail } from '@/features/admin/users/user-detail';
import { UsersList } from '@/features/admin/users/users-list';

/** /admin/users and /admin/users/:id (docs/decisions/admin-users.md). */
export const Component = UsersList;
export const Detail = UserDetail;
