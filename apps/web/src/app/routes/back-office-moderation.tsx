import { lazyPage } from '../back-office/lazy-page';

/**
 * The reported reviews, oldest report first, to hide or keep (/admin/moderation), and the hidden ones, to
 * show again (/admin/moderation/hidden; docs/decisions/review-moderation.md).
 */
const section = () => import('../back-office/moderation');

export const Component = lazyPage(section, 'Component');
export const Hidden = lazyPage(section, 'Hidden');

// Reported conversation messages (docs/decisions/conversations.md, "Moderation").
const messages = () => import('../back-office/message-moderation');
export const Messages = lazyPage(messages, 'Messages');
export const Conversation = lazyPage(messages, 'Conversation');
