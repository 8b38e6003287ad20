import { lazyPage } from '../back-office/lazy-page';

/** /admin/products: the stock list, /admin/products/new and /admin/products/:id (the editor). */
const section = () => import('../back-office/products');

export const Component = lazyPage(section, 'Component');
export const New = lazyPage(section, 'New');
export const Detail = lazyPage(section, 'Detail');
