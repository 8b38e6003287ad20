import { lazyPage } from '../back-office/lazy-page';

/**
 * /admin/content (docs/decisions/admin-content.md): articles (list, new, edit with a live preview,
 * publish), testimonials and the home page's texts.
 */
const section = () => import('../back-office/content');

export const Component = lazyPage(section, 'Component');
export const New = lazyPage(section, 'New');
export const Detail = lazyPage(section, 'Detail');
export const Testimonials = lazyPage(section, 'Testimonials');
export const HomeTexts = lazyPage(section, 'HomeTexts');
