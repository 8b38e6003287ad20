import { lazyPage } from '../back-office/lazy-page';

/** /admin/orders and /admin/orders/:id (docs/decisions/admin-bookings.md). */
const section = () => import('../back-office/orders');

export const Component = lazyPage(section, 'Component');
export const Detail = lazyPage(section, 'Detail');
export const Missing = lazyPage(section, 'Missing');
