import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import { subscribeToNewsletter } from '../../services/newsletter/subscribe-to-newsletter';
import type { subscribeNewsletter } from './newsletter.routes';

export const subscribeNewsletterHandler: RouteHandler<typeof subscribeNewsletter, AppEnv> = async (c) => {
  const { email, source } = c.req.valid('json');
  const result = await subscribeToNewsletter({
    db: c.var.db,
    email,
    source,
    ip: clientIp(c),
    limit: c.var.settings.rateLimits.newsletterIp,
  });
  return c.json({ subscribed: true as const, alreadySubscribed: result.alreadySubscribed }, 200);
};
