import { lazyPage } from '../back-office/lazy-page';

/** /admin/retreats (docs/decisions/retreats-back-office.md). */
const section = () => import('../back-office/retreats');

export const Component = lazyPage(section, 'Component');
