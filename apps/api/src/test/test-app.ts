import { expect, inject } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { diskFileStore } from '../adapters/file-store';
import { and, desc, eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../app';
import type { PageRenderer } from '../http/server-render';
import { fastPasswords } from './fast-passwords';
import { createAuth } from '../auth/auth';
import type { AppSettings } from '../http/app-env';
import { createDomainEvents, type DomainEvents } from '../services/events/domain-events';
import type { PaymentProvider } from '../adapters/payment-provider';
import { createSimulatedProvider } from '../adapters/simulated-provider';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { outbox } from '../db/schema/mail';
import { seedDatabase } from '../db/seed/seed';
import { settleAfterAnswer } from '../services/jobs/after-answer';
import { createLogger } from '../logger';
import { pgliteTemplate, TEMPLATES_KEY, type TemplateKind } from './database-templates';

/**
 * A database of the test file's own: in-memory PGlite, or, when DATABASE_URL is set, a new database on that
 * PostgreSQL server, which dropDatabase() removes. Empty, or with `template` a copy of the run's migrated
 * (or migrated and seeded) database, made once by the global setup (test/database-templates.ts).
 */
export async function openTestDatabase({ template }: { template?: TemplateKind } = {}): Promise<{
  handle: DatabaseHandle;
  dropDatabase: () => Promise<void>;
  /** Whether the database came from the template asked for (outside `vitest run` there is none). */
  fromTemplate: boolean;
}> {
  const templates = template ? inject(TEMPLATES_KEY) : undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const loadDataDir = template && templates ? pgliteTemplate(templates, template) : undefined;
    return {
      handle: await openDatabase({ memory: true, loadDataDir }),
      dropDatabase: async () => {},
      fromTemplate: loadDataDir !== undefined,
    };
  }
  const templateName = template && templates?.engine === 'postgres' ? templates.names[template] : undefined;
  const name = `restora_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${templateName ? ` template ${templateName}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    handle: await openDatabase({ databaseUrl: url.toString() }),
    fromTemplate: templateName !== undefined,
    dropDatabase: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type TestAppOptions = {
  seed?: boolean;
  webDist?: string;
  renderPage?: PageRenderer;
  rateLimits?: Partial<AppSettings['rateLimits']>;
  baseURL?: string;
  payments?: PaymentProvider;
  /** The app's domain events; by default its own, which the test reads as `t.events`. */
  events?: DomainEvents;
  /** Receives the app's log lines (JSON), for tests that read the logs. */
  logLines?: string[];
  /** An open database to use (migrated here) instead of a fresh one; the caller closes it. */
  database?: DatabaseHandle;
  /** How calendar feeds are fetched (a fixture server on 127.0.0.1 needs it allowed). */
  calendarFetch?: AppSettings['calendarFetch'];
  /** Mounts the test clocks (CLOCK_CONTROL=on). */
  clockControl?: boolean;
};

const generous = { max: 1000, windowSeconds: 60 };

/**
 * The real app on a fresh database: in-memory PGlite by default, or, when DATABASE_URL is set, a new
 * database created on that PostgreSQL server for this test file and dropped by close().
 */
export async function createTestApp({
  seed = false,
  webDist,
  renderPage,
  rateLimits,
  baseURL = 'http://localhost:3000',
  payments = createSimulatedProvider({ delayMs: 0 }),
  events,
  logLines,
  database,
  calendarFetch,
  clockControl = false,
}: TestAppOptions = {}) {
  const { handle, dropDatabase, fromTemplate } = database
    ? { handle: database, dropDatabase: undefined, fromTemplate: false }
    : await openTestDatabase({ template: seed ? 'seeded' : 'migrated' });
  // A template is already migrated (this finds nothing to do) and, when asked for, seeded.
  await runMigrations(handle);
  if (seed && !fromTemplate) await seedDatabase(handle.db);
  const logger = logLines
    ? createLogger('debug', { write: (line: string) => void logLines.push(line) })
    : createLogger('silent');
  const auth = createAuth({
    db: handle.db,
    secret: 'test-secret-that-is-long-enough-for-better-auth',
    baseURL,
    session: { ttlSeconds: 7 * 86_400, refreshSeconds: 86_400 },
    passwords: fastPasswords,
  });
  const settings: AppSettings = {
    // Tests name the caller's address with X-Forwarded-For.
    trustProxy: true,
    publicUrl: baseURL,
    rateLimits: {
      signInIp: generous,
      signInPair: generous,
      signInAccount: generous,
      signUpIp: generous,
      newsletterIp: generous,
      partnerApplicationIp: generous,
      accountMailIp: generous,
      accountMailAccount: generous,
      calendarFetchAccount: generous,
      messagesAccount: generous,
      messageReportsAccount: generous,
      ...rateLimits,
    },
    ...(calendarFetch ? { calendarFetch } : {}),
    clockControl,
  };
  const appEvents = events ?? createDomainEvents({ logger });
  // Each test app stores uploads in a folder of its own, removed by close().
  const uploadsDir = mkdtempSync(path.join(os.tmpdir(), 'restora-uploads-'));
  const files = diskFileStore(uploadsDir);
  const app = createApp({
    db: handle.db,
    readDb: handle.readDb,
    logger,
    auth,
    settings,
    payments,
    events: appEvents,
    files,
    webDist,
    renderPage,
  });

  return {
    app,
    db: handle.db,
    events: appEvents,
    handle,
    uploadsDir,
    files,
    request: (path: string, init?: RequestInit) => app.request(path, init),
    postJson: (path: string, body: unknown, init: RequestInit = {}) =>
      app.request(path, {
        ...init,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    close: async () => {
      // Work after an answer (a sign-up's mail) ends before its database goes.
      await settleAfterAnswer();
      rmSync(uploadsDir, { recursive: true, force: true });
      if (!dropDatabase) return;
      await handle.close();
      await dropDatabase();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Tests read answers loosely and assert on their shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson(res: Response): Promise<any> {
  return res.json();
}

/** The cookies a response set, as a Cookie header value for the next request. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A 429 in the error shape, with a Retry-After of about the whole window (it has just started). */
export async function expectRateLimited(
  res: Response,
  rule: { windowSeconds: number },
  message: string,
): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(rule.windowSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(rule.windowSeconds);
  expect(await readJson(res)).toEqual({ error: { code: 'rate_limited', message } });
}

let userCounter = 0;

/**
 * Registers a fresh user and returns its cookie and DTO: signs up, then opens the link mailed to the
 * address, which confirms it and signs in (docs/decisions/account-recovery.md).
 */
export async function registerUser(t: TestApp, overrides: Record<string, string> = {}) {
  userCounter++;
  const body = {
    name: `Test User${userCounter}`,
    email: `user${userCounter}-${Date.now()}@example.com`,
    password: 'calm waters 42',
    ...overrides,
  };
  const res = await t.postJson('/api/auth/sign-up', body);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const signedIn = await t.postJson('/api/auth/verify-email', {
    token: await signUpLinkToken(t, body.email.trim().toLowerCase()),
  });
  if (signedIn.status !== 200)
    throw new Error(`sign-up link failed: ${signedIn.status} ${await signedIn.text()}`);
  const { user } = await readJson(signedIn);
  return { cookie: cookiesFrom(signedIn), user, email: body.email, password: body.password };
}

/** The token of the newest confirmation link mailed to `email`, once the mail of the answers so far is written. */
export async function signUpLinkToken(t: TestApp, email: string): Promise<string> {
  await settleAfterAnswer();
  const [mail] = await t.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'account.verify-email')))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`no confirmation link was mailed to ${email}`);
  return new URL(String(mail.payload.url)).searchParams.get('token')!;
}
