import { lazyPage } from '../back-office/lazy-page';

/**
 * The reported reviews, oldest report first, to hide or keep (/admin/moderation), and the hidden ones, to
 * show again (/admin/moderation/hidden; docs/decisions/review-moderation.md).
 */
const section = () => import('../back-office/moderation');

export const Component = lazyPage(section, 'Component');
export const Hidden = lazyPage(section, 'Hidden');
