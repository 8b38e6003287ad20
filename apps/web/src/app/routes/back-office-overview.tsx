import { lazyPage } from '../back-office/lazy-page';

/** /admin: today's and this month's figures and the last 90 days (UTC; docs/decisions/admin-overview.md). */
const section = () => import('../back-office/overview');

export const Component = lazyPage(section, 'Component');
