import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { screens, type ScreenModule } from './screens';

// The back office's screens are not in this table: they load as one group (./admin-routes.tsx).
const screen = screens(
  import.meta.glob<ScreenModule>(['./routes/*.tsx', '!./routes/admin.tsx', '!./routes/back-office-*.tsx']),
);

const siteScreens: RouteObject[] = [
  screen('home', { index: true }),
  screen('how-it-works', { path: paths.howItWorks.pattern }),
  screen('find-stays', { path: paths.findStays.pattern }),
  screen('services', { path: paths.services.pattern }),
  screen('service-detail', { path: paths.service.pattern }),
  screen('retreats', { path: paths.retreats.pattern }),
  screen('retreat', { path: paths.retreat.pattern }),
  screen('knowledge', { path: paths.knowledge.pattern }),
  screen('article', { path: paths.article.pattern }),
  screen('article', { path: paths.articleById.pattern }),
  screen('service-payment', { path: paths.servicePayment.pattern }),
  screen('property', { path: paths.property.pattern }),
  screen('discovery-quiz', { path: paths.discoveryQuiz.pattern }),
  screen('discovery-quiz-results', { path: paths.discoveryQuizResults.pattern }),
  screen('booking-property', { path: paths.bookProperty.pattern }),
  screen('booking-service', { path: paths.bookService.pattern }),
  screen('payment', { path: paths.payment.pattern }),
  screen('for-partners', { path: paths.forPartners.pattern }),
  screen('journey-dashboard', { path: paths.journeyDashboard.pattern }),
  screen('auth', { path: paths.auth.pattern }),
  screen('forgot-password', { path: paths.forgotPassword.pattern }),
  screen('reset-password', { path: paths.resetPassword.pattern }),
  screen('verify-email', { path: paths.verifyEmail.pattern }),
  screen('confirm-email', { path: paths.confirmEmail.pattern }),
  screen('dashboard', { path: paths.dashboard.pattern }),
  screen('profile', { path: paths.profile.pattern }),
  screen('marketplace', { path: paths.marketplace.pattern }),
  screen('product', { path: paths.product.pattern }),
  screen('cart', { path: paths.cart.pattern }),
  screen('checkout', { path: paths.checkout.pattern }),
  screen('order-confirmation', { path: paths.orderConfirmation.pattern }),
  screen('orders', { path: paths.orders.pattern }),
  screen('messages', { path: paths.messages.pattern }),
  screen('message', { path: paths.message.pattern }),
  screen('admin-partner-applications', { path: paths.adminPartnerApplications.pattern }),
  screen('admin-partner-application', { path: paths.adminPartnerApplication.pattern }),
  screen('partner', { path: paths.partner.pattern }),
  screen('partner-bookings', { path: paths.partnerBookings.pattern }),
  screen('partner-earnings', { path: paths.partnerEarnings.pattern }),
  screen('partner-room-calendar', { path: paths.partnerRoomCalendar.pattern }),
  screen('partner-property-new', { path: paths.partnerPropertyNew.pattern }),
  screen('partner-property', { path: paths.partnerProperty.pattern }),
  screen('partner-room-new', { path: paths.partnerRoomNew.pattern }),
  screen('partner-room', { path: paths.partnerRoom.pattern }),
  screen('partner-services', { path: paths.partnerServices.pattern }),
  screen('partner-service-new', { path: paths.partnerServiceNew.pattern }),
  screen('partner-service', { path: paths.partnerService.pattern }),
  screen('partner-retreats', { path: paths.partnerRetreats.pattern }),
  screen('partner-retreat-new', { path: paths.partnerRetreatNew.pattern }),
  screen('partner-retreat', { path: paths.partnerRetreat.pattern }),
  screen('partner-reviews', { path: paths.partnerReviews.pattern }),
  screen('partner-messages', { path: paths.partnerMessages.pattern }),
  screen('partner-message', { path: paths.partnerMessage.pattern }),
  screen('partner-invitation', { path: paths.partnerInvitation.pattern }),
  screen('partner-photos', { path: paths.partnerPropertyPhotos.pattern }),
  screen('partner-photos', { path: paths.partnerRoomPhotos.pattern }),
  screen('privacy', { path: paths.privacy.pattern }),
  screen('terms', { path: paths.terms.pattern }),
  screen('not-found', { path: '*' }),
];

/** The route that holds every screen: the back office's group is added under it when it loads. */
const SCREENS = 'screens';

/** The app's routes; `admin`: the back office's group, when its code is already at hand. */
export function appRoutes(admin?: RouteObject[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        {
          id: SCREENS,
          errorElement: <RouteError />,
          children: admin ? [...siteScreens, ...admin] : siteScreens,
        },
      ],
    },
  ];
}

export const isAdminPath = (path: string) =>
  path === paths.admin.pattern || path.startsWith(`${paths.admin.pattern}/`);

/**
 * The back office's routes, one lazy group (docs/decisions/bundle-budget.md): every screen in this table
 * costs each page's first JavaScript its route, and the back office has over twenty.
 */
export const loadAdminRoutes = () => import('./admin-routes').then((m) => m.adminRoutes);

/**
 * `serverRendered`: the page on screen came from the server. The router then takes it over where the
 * person has scrolled it to, instead of putting it at its top (docs/decisions/early-input.md); it has no
 * loader data to hydrate (the data comes with TanStack Query's state). `admin`: the back office's routes,
 * loaded before (the first page is one of them); otherwise they are added when an address under /admin is
 * first opened (until then it matches only "Page not found", which makes the router ask).
 */
export function createRouter({
  serverRendered = false,
  admin,
}: { serverRendered?: boolean; admin?: RouteObject[] | undefined } = {}) {
  let adminAdded = Boolean(admin);
  return createBrowserRouter(appRoutes(admin), {
    ...(serverRendered && { hydrationData: {} }),
    async patchRoutesOnNavigation({ path, patch, signal }) {
      if (adminAdded || !isAdminPath(path)) return;
      patch(SCREENS, await loadAdminRoutes());
      // A navigation overtaken by another adds nothing (patch ignores it): the next one adds the group.
      adminAdded = !signal.aborted;
    },
  });
}
