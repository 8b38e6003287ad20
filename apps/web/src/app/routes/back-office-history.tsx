import { lazyPage } from '../back-office/lazy-page';

/** The History section: the list at /admin/history, one record at /admin/history/:id. */
const section = () => import('../back-office/history');

export const Component = lazyPage(section, 'Component');
export const Detail = lazyPage(section, 'Detail');
