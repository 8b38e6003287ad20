import { Route, Routes } from 'react-router';
import { UserDetail } from './user-detail';
import { UsersList } from './users-list';

/** /admin/users and /admin/users/:id (docs/decisions/admin-users.md). */
export default function UsersScreen() {
  return (
    <Routes>
      <Route index element={<UsersList />} />
      <Route path=":id" element={<UserDetail />} />
    </Routes>
  );
}
