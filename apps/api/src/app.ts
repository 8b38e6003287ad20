import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { errorCodes } from '@restora/shared/contracts/errors';
import type { Auth } from './auth/auth';
import type { Database } from './db/client';
import type { DomainEvents } from './services/events/domain-events';
import { createInProcessLive, type LiveUpdates } from './services/live/live-updates';
import { wireSubscribers } from './subscribers';
import type { Logger } from './logger';
import type { PaymentProvider } from './adapters/payment-provider';
import type { AppSettings } from './http/app-env';
import { noStoreByDefault } from './http/no-store';
import { compressAnswers } from './http/compress';
import { errorBody, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { inRequestOrder } from './db/request-order';
import { createRouter } from './http/router';
import { sameOrigin } from './http/same-origin';
import { partnerSecondFactor } from './http/require-partner-second-factor';
import { securityHeaders } from './http/security-headers';
import { utf8Bodies } from './http/utf8-body';
import type { PageRenderer } from './http/server-render';
import { staticSite } from './http/static-site';
import { serveUploads } from './http/uploads';
import { registerAllPaymentKinds } from './payment-kinds';
import type { FileStore } from './adapters/file-store';
import { PHOTO_MAX_BYTES, PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { accountRouter } from './routes/account/account.router';
import { adminAuditRouter } from './routes/admin-audit/admin-audit.router';
import { adminBookingsRouter } from './routes/admin-bookings/admin-bookings.router';
import { adminRetreatsRouter } from './routes/admin-retreats/admin-retreats.router';
import { adminProductsRouter } from './routes/admin-products/admin-products.router';
import { adminContentRouter } from './routes/admin-content/admin-content.router';
import { adminJobsRouter } from './routes/admin-jobs/admin-jobs.router';
import { adminMessagesRouter } from './routes/admin-messages/admin-messages.router';
import { adminModerationRouter } from './routes/admin-moderation/admin-moderation.router';
import { messageModerationRouter } from './routes/message-moderation/message-moderation.router';
import { adminOverviewRouter } from './routes/admin-overview/admin-overview.router';
import { adminUsersRouter } from './routes/admin-users/admin-users.router';
import { authRouter } from './routes/auth/auth.router';
import { bookingsRouter } from './routes/bookings/bookings.router';
import { calendarExportRouter } from './routes/calendar-export/calendar-export.router';
import { calendarSyncRouter } from './routes/calendar-sync/calendar-sync.router';
import { cartRouter } from './routes/cart/cart.router';
import { ordersRouter } from './routes/orders/orders.router';
import { contentRouter } from './routes/content/content.router';
import { avatarsRouter } from './routes/avatars/avatars.router';
import { healthRouter } from './routes/health/health.router';
import { journeyRouter } from './routes/journey/journey.router';
import { newsletterRouter } from './routes/newsletter/newsletter.router';
import { partnerBookingsRouter } from './routes/partner-bookings/partner-bookings.router';
import { bookingRequestsRouter } from './routes/booking-requests/booking-requests.router';
import { partnerEarningsRouter } from './routes/partner-earnings/partner-earnings.router';
import { partnerListingsRouter } from './routes/partner-listings/partner-listings.router';
import { partnerRetreatsRouter } from './routes/partner-retreats/partner-retreats.router';
import { partnerServicesRouter } from './routes/partner-services/partner-services.router';
import { partnerReviewsRouter } from './routes/partner-reviews/partner-reviews.router';
import { partnersRouter } from './routes/partners/partners.router';
import { testClockRouter } from './routes/test-clock/test-clock.router';
import { retreatsRouter } from './routes/retreats/retreats.router';
import { conversationsRouter } from './routes/conversations/conversations.router';
import { conversationEventsRouter } from './routes/conversation-events/conversation-events.router';
import { partnerConversationsRouter } from './routes/partner-conversations/partner-conversations.router';
import { messagePhotosRouter } from './routes/message-photos/message-photos.router';
import { roomCalendarRouter } from './routes/room-calendar/room-calendar.router';
import { photosRouter } from './routes/photos/photos.router';
import { productsRouter } from './routes/products/products.router';
import { quizRouter } from './routes/quiz/quiz.router';
import { profileRouter } from './routes/profile/profile.router';
import { passkeysRouter } from './routes/passkeys/passkeys.router';
import { secondFactorRouter } from './routes/second-factor/second-factor.router';
import { servicesRouter } from './routes/services/services.router';
import { staysRouter } from './routes/stays/stays.router';

export type AppDeps = {
  /** The primary: every write, and every read of what a person wrote (read-your-writes). */
  db: Database;
  /** Catalogue reads (stays, products, content, quiz); `db` when there is no read replica. */
  readDb?: Database;
  logger: Logger;
  auth: Auth;
  settings: AppSettings;
  payments: PaymentProvider;
  /** What the services announce of their writes; what follows is wired here (src/subscribers.ts). */
  events: DomainEvents;
  /** Runs this process's due background jobs now (a write has just asked for one). */
  wakeJobs?: () => void;
  /** Live updates of conversations; by default this process's alone (the embedded database, tests). */
  live?: LiveUpdates;
  /** Uploaded files (photos): DATA_DIR/uploads on disk by default (docs/decisions/photos.md). */
  files: FileStore;
  /** The site's public address, when it differs from the Host the requests arrive with. */
  publicUrl?: string | undefined;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webDist?: string | undefined;
  /** Renders pages on the server (apps/web/dist-ssr); without it the browser renders them. */
  renderPage?: PageRenderer | undefined;
};

const MAX_BODY_BYTES = 1024 * 1024;
const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A photo upload carries one file of up to 10 MB, plus the form's own few bytes. */
const PHOTO_UPLOAD_PATH =
  /^\/api\/(?:partner\/(?:properties|rooms|retreats)|(?:partner\/)?conversations)\/[^/]+\/photos$/;
const MAX_PHOTO_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

export function createApp({
  db,
  readDb = db,
  logger,
  auth,
  settings,
  payments,
  events,
  wakeJobs,
  live = createInProcessLive(),
  files,
  publicUrl,
  webDist,
  renderPage,
}: AppDeps) {
  registerAllPaymentKinds();
  wireSubscribers(events, { db, wakeJobs, live });
  const app = createRouter();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  // The embedded database's thread serves the oldest request's queries first (request-order.ts).
  app.use((_c, next) => inRequestOrder(next));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('readDb', readDb);
    c.set('logger', logger);
    c.set('auth', auth);
    c.set('settings', settings);
    c.set('payments', payments);
    c.set('events', events);
    c.set('live', live);
    c.set('files', files);
    c.set('userId', undefined);
    await next();
  });
  const site =
    webDist &&
    staticSite(
      webDist,
      renderPage && {
        render: renderPage,
        apiFetch: (request: Request, env: unknown) => app.fetch(request, env),
      },
    );
  app.use(requestLog());
  app.use(securityHeaders(site ? site.scriptHashes : []));
  app.use('/api/*', compressAnswers());
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody(errorCodes.payloadTooLarge, 'The request body is too large.'), 413),
  });
  // Only requests that may carry a body: reading c.req.raw.body builds a whole Request object, which
  // cost a GET a few percent of its CPU under load.
  const limitPhotoBody = bodyLimit({
    maxSize: MAX_PHOTO_BODY_BYTES,
    onError: (c) => c.json(errorBody(errorCodes.validation, PHOTO_TEXTS.tooLarge), 400),
  });
  app.use('/api/*', (c, next) => {
    if (BODILESS.has(c.req.method)) return next();
    return (PHOTO_UPLOAD_PATH.test(c.req.path) ? limitPhotoBody : limitBody)(c, next);
  });
  app.use('/api/*', sameOrigin(publicUrl));
  app.use('/api/*', noStoreByDefault());
  // An organisation's rule that its members pass a second factor (docs/decisions/second-factors.md).
  app.use('/api/partner/*', partnerSecondFactor());
  // After the size limit, so at most that much is read; the body stays readable for the routes.
  app.use('/api/*', utf8Bodies());

  const api = createRouter()
    .route('/', healthRouter)
    .route('/', authRouter)
    .route('/', profileRouter)
    .route('/', accountRouter)
    .route('/', secondFactorRouter)
    .route('/', passkeysRouter)
    .route('/', avatarsRouter)
    .route('/', staysRouter)
    .route('/', servicesRouter)
    .route('/', bookingsRouter)
    .route('/', retreatsRouter)
    // Before the threads' router, whose /conversations/{id} would take "events" for an id.
    .route('/', conversationEventsRouter)
    .route('/', conversationsRouter)
    .route('/', messagePhotosRouter)
    .route('/', contentRouter)
    .route('/', productsRouter)
    .route('/', cartRouter)
    .route('/', ordersRouter)
    .route('/', adminProductsRouter)
    .route('/', adminContentRouter)
    .route('/', adminModerationRouter)
    .route('/', messageModerationRouter)
    .route('/', adminMessagesRouter)
    .route('/', adminJobsRouter)
    .route('/', adminOverviewRouter)
    .route('/', adminUsersRouter)
    .route('/', adminBookingsRouter)
    .route('/', adminRetreatsRouter)
    .route('/', newsletterRouter)
    .route('/', quizRouter)
    .route('/', journeyRouter)
    .route('/', partnersRouter)
    .route('/', roomCalendarRouter)
    .route('/', calendarSyncRouter)
    .route('/', photosRouter)
    .route('/', partnerListingsRouter)
    .route('/', partnerRetreatsRouter)
    .route('/', partnerServicesRouter)
    .route('/', partnerReviewsRouter)
    .route('/', partnerBookingsRouter)
    .route('/', bookingRequestsRouter)
    .route('/', partnerEarningsRouter)
    .route('/', partnerConversationsRouter)
    .route('/', adminAuditRouter);
  if (settings.clockControl) api.route('/', testClockRouter);
  app.route('/api', api);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Restora API', version: '1.0.0', description: 'The HTTP API behind the Restora site.' },
  });

  // Rooms' iCal feeds, polled by other channels (docs/decisions/calendar-sync.md): before the site, which
  // would answer any other path with a page.
  app.route('/', calendarExportRouter);
  app.use(serveUploads(files));
  if (site) app.use(site.handler);

  app.notFound((c) =>
    c.json(errorBody(errorCodes.notFound, `No route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
