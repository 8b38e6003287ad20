import { lazyPage } from '../back-office/lazy-page';

/** The outbox, newest first, by status and recipient, with a retry for failed messages. */
const section = () => import('../back-office/messages');

export const Component = lazyPage(section, 'Component');
