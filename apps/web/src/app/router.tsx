import { createBrowserRouter, type LazyRouteFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { preloadScreen } from '../lib/route-preload';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

/** A screen's `handle`: its code is src/app/routes/<module>.tsx, which the server preloads by that name. */
export type ScreenHandle = { module: string };

// One lazy module per screen: each route's code loads only when it is visited.
type ScreenModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;
const modules = import.meta.glob<ScreenModule>('./routes/*.tsx');

function screen(module: string, route: { index: true } | { path: string }): RouteObject {
  const lazy = modules[`./routes/${module}.tsx`];
  if (!lazy) throw new Error(`No screen module src/app/routes/${module}.tsx`);
  return {
    ...route,
    handle: { module } satisfies ScreenHandle,
    // The screen's imports are requested together with its chunk, not after it (lib/route-preload.ts).
    lazy: () => {
      preloadScreen(module);
      return lazy();
    },
  };
}

const screens: RouteObject[] = [
  screen('home', { index: true }),
  screen('how-it-works', { path: paths.howItWorks.pattern }),
  screen('find-stays', { path: paths.findStays.pattern }),
  screen('services', { path: paths.services.pattern }),
  screen('service-detail', { path: paths.service.pattern }),
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
  screen('admin', { path: paths.admin.pattern }),
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
  screen('partner-reviews', { path: paths.partnerReviews.pattern }),
  screen('partner-invitation', { path: paths.partnerInvitation.pattern }),
  screen('partner-photos', { path: paths.partnerPropertyPhotos.pattern }),
  screen('partner-photos', { path: paths.partnerRoomPhotos.pattern }),
  screen('privacy', { path: paths.privacy.pattern }),
  screen('terms', { path: paths.terms.pattern }),
  screen('not-found', { path: '*' }),
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: screens }],
  },
];

/**
 * `serverRendered`: the page on screen came from the server. The router then takes it over where the
 * person has scrolled it to, instead of putting it at its top (docs/decisions/early-input.md); it has no
 * loader data to hydrate (the data comes with TanStack Query's state).
 */
export function createRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}
