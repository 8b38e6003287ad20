import type { UsersQuery } from './api/list-users';

/** The users table's state, read from the URL (?q=&role=&sort=&dir=&page=); anything unknown is the default. */
export function usersQueryFrom(params: URLSearchParams): UsersQuery {
  const page = Number(params.get('page'));
  const role = params.get('role');
  const q = params.get('q')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: params.get('sort') === 'email' ? 'email' : 'created',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
    ...(q ? { q } : {}),
    ...(role === 'admin' || role === 'guest' ? { role } : {}),
  };
}
