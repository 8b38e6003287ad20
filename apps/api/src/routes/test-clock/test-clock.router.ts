import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { requireAdmin } from '../../http/require-admin';
import { AppError } from '../../errors';
import { makeDigestsDue } from '../../services/conversations/digest';
import { runRetreatSchedule } from '../../services/retreats/schedule';

// Test clocks, mounted only with CLOCK_CONTROL=on (a test setting, never set for a site people use), for
// administrators only; not part of the documented API. Browser tests move days forward with the retreat
// schedule (docs/decisions/retreats.md, "The schedule"), and have the message digests a quarter of an hour
// away sent now by the job runner as it would then (docs/decisions/conversations.md, "Digests").

// `retreatId`: the schedule acts on that retreat only (tests share one server; a clock moved far ahead would
// otherwise cancel or charge the places of every other test's retreat starting near that day).
const body = z.object({
  at: z.iso.datetime({ error: 'at: an ISO date and time' }),
  retreatId: z.number().int().positive().optional(),
});

export const testClockRouter = new Hono<AppEnv>()
  .post('/admin/retreat-clock', requireAdmin(), async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      throw new AppError('validation_failed', 'at: an ISO date and time', { at: 'an ISO date and time' });
    const done = await runRetreatSchedule(
      { db: c.var.db, provider: c.var.payments, events: c.var.events },
      new Date(parsed.data.at),
      parsed.data.retreatId,
    );
    return c.json(done, 200);
  })
  .post('/admin/digest-clock', requireAdmin(), async (c) => {
    return c.json({ due: await makeDigestsDue(c.var.db) }, 200);
  });
