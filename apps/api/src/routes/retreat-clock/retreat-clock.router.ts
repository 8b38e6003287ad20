import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../../http/require-admin';
import { AppError } from '../../errors';
import { runRetreatSchedule } from '../../services/retreats/schedule';

// Runs the retreat schedule as if it were another moment (docs/decisions/retreats.md, "The schedule"):
// browser tests move days forward with it. Mounted only with RETREAT_CLOCK_CONTROL=on (a test setting, never
// set for a site people use), for administrators only; not part of the documented API.

const body = z.object({ at: z.iso.datetime({ error: 'at: an ISO date and time' }) });

export const retreatClockRouter = new Hono<AppEnv>().post(
  '/admin/retreat-clock',
  requireAdmin(),
  async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError('validation_failed', 'at: an ISO date and time', { at: 'an ISO date and time' });
    const done = await runRetreatSchedule(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      new Date(parsed.data.at),
    );
    return c.json(done, 200);
  },
);
