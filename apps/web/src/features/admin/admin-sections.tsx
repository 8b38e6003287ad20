import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The back office's sections under /admin, one lazy group (docs/decisions/bundle-budget.md): the public
 * pages carry one route for all of them, and each section's code loads when it is opened. `path` is
 * relative to /admin ('' is /admin itself); a section's own sub-pages are its screen's descendant routes.
 */
export type AdminSection = {
  path: string;
  label: string;
  Screen: LazyExoticComponent<ComponentType>;
};

// Each section: { path: 'bookings', label: 'Bookings', Screen: lazy(() => import('./screens/bookings')) }.
export const adminSections: AdminSection[] = [
  { path: '', label: 'Overview', Screen: lazy(() => import('./users/overview-screen')) },
  { path: 'bookings', label: 'Bookings', Screen: lazy(() => import('./bookings/bookings-screen')) },
  { path: 'orders', label: 'Orders', Screen: lazy(() => import('./bookings/orders-screen')) },
  { path: 'users', label: 'Users', Screen: lazy(() => import('./users/users-screen')) },
  { path: 'partners', label: 'Partners', Screen: lazy(() => import('./moderation/partners-screen')) },
  { path: 'moderation', label: 'Moderation', Screen: lazy(() => import('./moderation/moderation-screen')) },
  { path: 'content', label: 'Content', Screen: lazy(() => import('./content/content-screen')) },
  { path: 'products', label: 'Products', Screen: lazy(() => import('./products/products-screen')) },
  { path: 'messages', label: 'Messages', Screen: lazy(() => import('./moderation/messages-screen')) },
  { path: 'history', label: 'History', Screen: lazy(() => import('./audit/history-screen')) },
];
