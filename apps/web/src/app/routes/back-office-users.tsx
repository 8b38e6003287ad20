import { lazyPage } from '../back-office/lazy-page';

/** /admin/users and /admin/users/:id (docs/decisions/admin-users.md). */
const section = () => import('../back-office/users');

export const Component = lazyPage(section, 'Component');
export const Detail = lazyPage(section, 'Detail');
