import { asc, gt, max } from 'drizzle-orm';
import type { Database } from '../db/client';
import { auditEvents } from '../db/schema/audit';
import { readJson, type TestApp } from './test-app';

// What the audit tests ask (docs/decisions/audit-trail.md): the records one write left, and whose they are.

/** Runs a request and returns its response with every audit record written meanwhile, oldest first. */
export async function withAudit(db: Database, write: () => Response | Promise<Response>) {
  const [mark] = await db.select({ id: max(auditEvents.id) }).from(auditEvents);
  const res = await write();
  const records = await db
    .select()
    .from(auditEvents)
    .where(gt(auditEvents.id, mark?.id ?? 0))
    .orderBy(asc(auditEvents.id));
  return { res, records };
}

/** The account id behind a session cookie. */
export async function userIdOf(t: TestApp, cookie: string): Promise<string> {
  return (await readJson(await t.request('/api/auth/session', { headers: { cookie } }))).user.id;
}
