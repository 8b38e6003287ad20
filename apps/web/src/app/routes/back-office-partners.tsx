import { lazyPage } from '../back-office/lazy-page';

/** Partner organisations, their members and properties (docs/decisions/admin-moderation.md). */
const section = () => import('../back-office/partners');

export const Component = lazyPage(section, 'Component');
export const Detail = lazyPage(section, 'Detail');
