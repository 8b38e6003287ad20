import { lazyPage } from '../back-office/lazy-page';

/** /admin/bookings and /admin/bookings/:id (docs/decisions/admin-bookings.md). */
const section = () => import('../back-office/bookings');

export const Component = lazyPage(section, 'Component');
export const Detail = lazyPage(section, 'Detail');
export const Missing = lazyPage(section, 'Missing');
