import { lazyPage } from '../back-office/lazy-page';

/** Background jobs, newest first, by status and queue, with a retry for failed jobs. */
const section = () => import('../back-office/jobs');

export const Component = lazyPage(section, 'Component');
