import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { errorCodes } from '@restora/shared/contracts/errors';
import type { Database } from './db/client';
import type { Logger } from './logger';
import { errorBody, handleError } from './http/errors';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { staticSite } from './http/static-site';
import { healthRouter } from './routes/health/health.router';
import { newsletterRouter } from './routes/newsletter/newsletter.router';

export type AppDeps = {
  db: Database;
  logger: Logger;
  /** The built SPA (apps/web/dist); without it only the API is served. */
  webDist?: string | undefined;
};

const MAX_BODY_BYTES = 1024 * 1024;

export function createApp({ db, logger, webDist }: AppDeps) {
  const app = createRouter();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('logger', logger);
    await next();
  });
  app.use(requestLog());
  app.use(securityHeaders());
  app.use('/api/*', compress());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json(errorBody(errorCodes.payloadTooLarge, 'The request body is too large.'), 413),
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const api = createRouter().route('/', healthRouter).route('/', newsletterRouter);
  app.route('/api', api);

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Restora API', version: '1.0.0', description: 'The HTTP API behind the Restora site.' },
  });

  if (webDist) app.use(staticSite(webDist));

  app.notFound((c) =>
    c.json(errorBody(errorCodes.notFound, `No route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
