import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { screens, type ScreenModule } from './screens';

// The back office's screen modules: one group, loaded when an address under /admin is first opened
// (router.tsx), so the site's other pages do not carry its routes (docs/decisions/bundle-budget.md).
const screen = screens(
  import.meta.glob<ScreenModule>([
    './routes/admin.tsx',
    './routes/back-office-*.tsx',
    './routes/not-found.tsx',
  ]),
);
const { admin } = paths;

/** /admin and every page under it but the partner applications (router.tsx), in the frame of routes/admin.tsx. */
export const adminRoutes: RouteObject[] = [
  {
    ...(screen('admin', { path: admin.pattern }) as NonIndexRouteObject),
    children: [
      screen('back-office-overview', { index: true }),
      screen('back-office-bookings', { path: admin.bookings.pattern }),
      screen('back-office-bookings', { path: admin.booking.pattern }, 'Detail'),
      screen('back-office-bookings', { path: `${admin.booking.pattern}/*` }, 'Missing'),
      screen('back-office-retreats', { path: admin.retreats.pattern }),
      screen('back-office-orders', { path: admin.orders.pattern }),
      screen('back-office-orders', { path: admin.order.pattern }, 'Detail'),
      screen('back-office-orders', { path: `${admin.order.pattern}/*` }, 'Missing'),
      screen('back-office-users', { path: admin.users.pattern }),
      screen('back-office-users', { path: admin.user.pattern }, 'Detail'),
      screen('back-office-partners', { path: admin.partners.pattern }),
      screen('back-office-partners', { path: admin.partner.pattern }, 'Detail'),
      screen('back-office-moderation', { path: admin.moderation.pattern }),
      screen('back-office-moderation', { path: admin.hiddenReviews.pattern }, 'Hidden'),
      screen('back-office-moderation', { path: admin.reportedMessages.pattern }, 'Messages'),
      screen('back-office-moderation', { path: admin.reportedThread.pattern }, 'Conversation'),
      screen('back-office-content', { path: admin.content.pattern }),
      screen('back-office-content', { path: admin.newArticle.pattern }, 'New'),
      screen('back-office-content', { path: admin.article.pattern }, 'Detail'),
      screen('back-office-content', { path: admin.testimonials.pattern }, 'Testimonials'),
      screen('back-office-content', { path: admin.homeTexts.pattern }, 'HomeTexts'),
      screen('back-office-products', { path: admin.products.pattern }),
      screen('back-office-products', { path: admin.newProduct.pattern }, 'New'),
      screen('back-office-products', { path: admin.product.pattern }, 'Detail'),
      screen('back-office-messages', { path: admin.messages.pattern }),
      screen('back-office-jobs', { path: admin.jobs.pattern }),
      screen('back-office-history', { path: admin.history.pattern }),
      screen('back-office-history', { path: admin.historyRecord.pattern }, 'Detail'),
      screen('not-found', { path: '*' }),
    ],
  },
];
