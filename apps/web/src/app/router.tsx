import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

// One lazy module per screen: each route's code loads only when it is visited.
const screens: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: paths.howItWorks.pattern, lazy: () => import('./routes/how-it-works') },
  { path: paths.findStays.pattern, lazy: () => import('./routes/find-stays') },
  { path: paths.services.pattern, lazy: () => import('./routes/services') },
  { path: paths.service.pattern, lazy: () => import('./routes/service-detail') },
  { path: paths.knowledge.pattern, lazy: () => import('./routes/knowledge') },
  { path: paths.article.pattern, lazy: () => import('./routes/article') },
  { path: paths.articleById.pattern, lazy: () => import('./routes/article') },
  { path: paths.servicePayment.pattern, lazy: () => import('./routes/service-payment') },
  { path: paths.property.pattern, lazy: () => import('./routes/property') },
  { path: paths.discoveryQuiz.pattern, lazy: () => import('./routes/discovery-quiz') },
  { path: paths.discoveryQuizResults.pattern, lazy: () => import('./routes/discovery-quiz-results') },
  { path: paths.bookProperty.pattern, lazy: () => import('./routes/booking-property') },
  { path: paths.bookService.pattern, lazy: () => import('./routes/booking-service') },
  { path: paths.payment.pattern, lazy: () => import('./routes/payment') },
  { path: paths.forPartners.pattern, lazy: () => import('./routes/for-partners') },
  { path: paths.journeyDashboard.pattern, lazy: () => import('./routes/journey-dashboard') },
  { path: paths.auth.pattern, lazy: () => import('./routes/auth') },
  { path: paths.dashboard.pattern, lazy: () => import('./routes/dashboard') },
  { path: paths.profile.pattern, lazy: () => import('./routes/profile') },
  { path: paths.marketplace.pattern, lazy: () => import('./routes/marketplace') },
  { path: paths.product.pattern, lazy: () => import('./routes/product') },
  { path: paths.cart.pattern, lazy: () => import('./routes/cart') },
  { path: paths.checkout.pattern, lazy: () => import('./routes/checkout') },
  { path: paths.orderConfirmation.pattern, lazy: () => import('./routes/order-confirmation') },
  { path: paths.orders.pattern, lazy: () => import('./routes/orders') },
  { path: paths.adminProducts.pattern, lazy: () => import('./routes/admin-products') },
  { path: paths.privacy.pattern, lazy: () => import('./routes/privacy') },
  { path: paths.terms.pattern, lazy: () => import('./routes/terms') },
  { path: '*', lazy: () => import('./routes/not-found') },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [{ errorElement: <RouteError />, children: screens }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
