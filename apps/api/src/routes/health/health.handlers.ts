import type { RouteHandler } from '@hono/zod-openapi';
import { checkDatabase } from '../../services/health/check-database';
import type { AppEnv } from '../../http/app-env';
import type { getHealth } from './health.routes';

export const getHealthHandler: RouteHandler<typeof getHealth, AppEnv> = async (c) => {
  const uptimeSeconds = Math.round(process.uptime());
  const up = await checkDatabase({ db: c.var.db });
  if (!up) return c.json({ status: 'degraded' as const, database: 'down' as const, uptimeSeconds }, 503);
  return c.json({ status: 'ok' as const, database: 'up' as const, uptimeSeconds }, 200);
};
