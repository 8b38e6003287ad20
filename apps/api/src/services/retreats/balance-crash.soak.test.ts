import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, gt, isNotNull, like, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso } from '@restora/shared/domain/dates';
import { readSimulatedLedger } from '../../adapters/simulated-provider';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { retreatBookings } from '../../db/schema/retreats';
import { killAfterEach, spawnServer, waitForListening, type ServerProcess } from '../../test/server-process';
import { codesFor } from '../../test/second-factor-kit';
import { call } from '../../test/soak-writer';
import { openTestDatabase } from '../../test/test-app';
import { setUserRole } from '../profile/set-user-role';
import { STALLED_AFTER_MS } from './balance';

// The balance of a retreat place is charged exactly once even with two processes and a crash mid-charge
// (docs/decisions/retreats.md, "The balance"): real server processes, the schedule run through the test
// clock (CLOCK_CONTROL), and the simulated processor keeping its charges by idempotency key in a
// directory every process shares (PAYMENT_SIM_LEDGER_DIR), as a real processor does. The first process is
// SIGKILLed while the processor holds its answer (PAYMENT_SIM_SAVED_CARD_STALL_MS): the charge is made, the
// payment row pending. Then two processes run the schedule on the due day: at once on PostgreSQL
// (DATABASE_URL set), one after the other on the embedded database, which one process opens at a time.
// Never before the due day is checked here too; never after a cancellation, in schedule.test.ts.
// About a minute: it runs with the soaks (npm run test:soak).

const track = killAfterEach();
const postgres = Boolean(process.env.DATABASE_URL);
const tempDirs: string[] = [];
const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `restora-balance-${name}-`));
  tempDirs.push(dir);
  return dir;
};

let dataDir: string;
let ledgerDir: string;
/** PostgreSQL: the test's own database, open throughout. */
let pgHandle: DatabaseHandle | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

beforeAll(async () => {
  dataDir = tempDir('data');
  ledgerDir = tempDir('ledger');
  if (postgres) ({ handle: pgHandle, dropDatabase } = await openTestDatabase());
});
afterAll(async () => {
  await pgHandle?.close();
  await dropDatabase?.();
  tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true }));
});

/** The database, for the test's own reads and writes: on the embedded one, only with no server running. */
async function withDb<T>(work: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  if (pgHandle) return work(pgHandle.db);
  const handle = await openDatabase({ dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

type Running = ServerProcess & { base: string };

async function start(env: Record<string, string> = {}): Promise<Running> {
  const server = track(
    spawnServer({
      DATA_DIR: dataDir,
      ...(pgHandle ? { DATABASE_URL: pgHandle.connectionString! } : {}),
      AUTH_SECRET: 'balance-crash-soak-secret-0123456789abcdef',
      PAYMENT_DELAY_MS: '0',
      PAYMENT_SIM_LEDGER_DIR: ledgerDir,
      CLOCK_CONTROL: 'on',
      MAIL_SENDER: 'off',
      RATE_LIMIT_SIGN_IN_IP: '1000/60',
      ...env,
    }),
  );
  return Object.assign(server, { base: await waitForListening(server, 90_000) });
}

async function stop(server: Running) {
  server.proc.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

const ADMIN = { name: 'Clock Keeper', email: 'clock-keeper@example.com', password: 'steady tide 8841' };

/** Backup codes of the administrator's authenticator app: one per sign-in (codes of the app run out). */
let backupCodes: string[] = [];

/** Signs the administrator up and sets up their app (the role comes after, the operator's way). */
async function enrolAdmin(base: string) {
  expect((await call(base, 'POST', '/api/auth/sign-up', { body: ADMIN })).status).toBe(201);
  const signedIn = await call(base, 'POST', '/api/auth/sign-in', {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.cookie;
  const setup = await call(base, 'POST', '/api/profile/second-factor/setup', {
    cookie,
    body: { password: ADMIN.password },
  });
  expect(setup.status).toBe(200);
  const confirmed = await call(base, 'POST', '/api/profile/second-factor/confirm', {
    cookie,
    body: { code: codesFor(setup.body.secret)() },
  });
  expect(confirmed.status).toBe(200);
  backupCodes = [...confirmed.body.backupCodes];
}

/** A session of the administrator that passed the second factor, as /api/admin/* asks. */
async function signInAdmin(base: string) {
  const first = await call(base, 'POST', '/api/auth/sign-in', {
    body: { email: ADMIN.email, password: ADMIN.password },
  });
  expect(first.status).toBe(200);
  const second = await call(base, 'POST', '/api/auth/sign-in/second-factor', {
    cookie: first.cookie,
    body: { method: 'backup_code', code: backupCodes.shift() },
  });
  expect(second.status).toBe(200);
  expect(second.body.user.role).toBe('admin');
  return second.cookie || first.cookie;
}

const runClock = (base: string, cookie: string, at: string) =>
  call(base, 'POST', '/api/admin/retreat-clock', { cookie, body: { at } });

async function until(what: string, check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a retreat balance across a crash and two processes', () => {
  it('is charged once, on its day, after a SIGKILL mid-charge', { timeout: 180_000 }, async () => {
    const timings: string[] = [];
    const began = Date.now();
    const lap = (what: string) => timings.push(`${what} ${((Date.now() - began) / 1000).toFixed(1)} s`);

    // The sample data (seeded on the first start) and an administrator to move the clock.
    const first = await start();
    await enrolAdmin(first.base);
    await stop(first);
    lap('seeded');
    const today = new Date().toISOString().slice(0, 10);
    const place = await withDb(async (db) => {
      expect(await setUserRole({ db, email: ADMIN.email, role: 'admin' })).toBeTruthy();
      const [found] = await db
        .select()
        .from(retreatBookings)
        .where(
          and(
            eq(retreatBookings.status, 'confirmed'),
            eq(retreatBookings.balanceStatus, 'scheduled'),
            isNotNull(retreatBookings.cardToken),
            gt(retreatBookings.balanceDueDate, addDaysIso(today, 1)),
          ),
        )
        .orderBy(asc(retreatBookings.balanceDueDate))
        .limit(1);
      expect(found, 'a sample place with its deposit paid and its balance due').toBeDefined();
      // The other sample places are left out of the schedule: the charge held is this place's.
      await db
        .update(retreatBookings)
        .set({ balanceNextTryOn: null })
        .where(ne(retreatBookings.id, found!.id));
      return found!;
    });
    const dueDay = place.balanceDueDate!;
    const balanceOf = (key: string) => key.includes(`retreat-balance-${place.id}-`);

    // The first process: nothing the day before; on the due day the processor charges and holds its answer.
    const doomed = await start({ SEED: 'off', PAYMENT_SIM_SAVED_CARD_STALL_MS: '600000' });
    const cookie = await signInAdmin(doomed.base);
    const dayBefore = await runClock(doomed.base, cookie, `${addDaysIso(dueDay, -1)}T12:00:00.000Z`);
    expect(dayBefore.status).toBe(200);
    expect(dayBefore.body.charged).toBe(0);
    expect(readSimulatedLedger(ledgerDir).asks.filter(balanceOf)).toEqual([]);
    const hanging = runClock(doomed.base, cookie, `${dueDay}T12:00:00.000Z`).catch(() => 'cut off');
    await until(
      'the balance charge at the processor',
      () => readSimulatedLedger(ledgerDir).asks.some(balanceOf),
      30_000,
    );
    doomed.proc.kill('SIGKILL');
    expect(await doomed.exited).toBeNull();
    expect(await hanging).toBe('cut off');
    lap('killed mid-charge');

    // What the crash left: a try pending with its key, and the charge made at the processor.
    const key = `retreat-balance-${place.id}-1`;
    await withDb(async (db) => {
      const tries = await db
        .select()
        .from(payments)
        .where(like(payments.idempotencyKey, `retreat-balance-${place.id}-%`));
      expect(tries.map((p) => [p.idempotencyKey, p.status])).toEqual([[key, 'pending']]);
      // As if the stall threshold had passed (two minutes), without waiting for it.
      await db
        .update(payments)
        .set({
          createdAt: sql`${payments.createdAt} - make_interval(secs => ${STALLED_AFTER_MS / 1000 + 60})`,
        })
        .where(eq(payments.id, tries[0]!.id));
    });
    expect(readSimulatedLedger(ledgerDir).charges.filter((c) => balanceOf(c.key))).toHaveLength(1);

    // Two processes run the schedule on the due day, and again the day after.
    const runs: { charged: number }[] = [];
    if (postgres) {
      const both = await Promise.all([start({ SEED: 'off' }), start({ SEED: 'off' })]);
      const cookies = await Promise.all(both.map((s) => signInAdmin(s.base)));
      lap('two processes up');
      for (const at of [`${dueDay}T12:00:00.000Z`, `${addDaysIso(dueDay, 1)}T12:00:00.000Z`]) {
        const answers = await Promise.all(both.map((s, i) => runClock(s.base, cookies[i]!, at)));
        for (const a of answers) expect(a.status).toBe(200);
        runs.push(...answers.map((a) => a.body));
      }
      await Promise.all(both.map(stop));
    } else {
      for (let n = 0; n < 2; n++) {
        const next = await start({ SEED: 'off' });
        const nextCookie = await signInAdmin(next.base);
        for (const at of [`${dueDay}T12:00:00.000Z`, `${addDaysIso(dueDay, 1)}T12:00:00.000Z`]) {
          const answer = await runClock(next.base, nextCookie, at);
          expect(answer.status).toBe(200);
          runs.push(answer.body);
        }
        await stop(next);
      }
    }
    lap('schedule run by two processes');

    // Once at the processor: one charge made, every ask with the same key.
    const ledger = readSimulatedLedger(ledgerDir);
    const made = ledger.charges.filter((c) => balanceOf(c.key));
    expect(made).toHaveLength(1);
    expect(made[0]!.result.status).toBe('succeeded');
    expect(made[0]!.amountCents).toBe(place.balanceCents);
    const asks = ledger.asks.filter(balanceOf);
    expect(asks.length).toBeGreaterThanOrEqual(2);
    expect(new Set(asks)).toEqual(new Set([made[0]!.key]));
    expect(made[0]!.key.endsWith(`:${key}`)).toBe(true);
    // At most one run counts the charge (a process's own schedule job at its start may resume it first).
    expect(runs.reduce((sum, r) => sum + r.charged, 0)).toBeLessThanOrEqual(1);

    // Once in the payments table, and the place's balance paid with it.
    await withDb(async (db) => {
      const tries = await db
        .select()
        .from(payments)
        .where(like(payments.idempotencyKey, `retreat-balance-${place.id}-%`));
      expect(tries.map((p) => [p.idempotencyKey, p.status, p.amountCents])).toEqual([
        [key, 'succeeded', place.balanceCents],
      ]);
      expect(tries[0]!.providerRef).toBe((made[0]!.result as { reference: string }).reference);
      const [after] = await db.select().from(retreatBookings).where(eq(retreatBookings.id, place.id));
      expect(after).toMatchObject({
        balanceStatus: 'paid',
        balancePaymentId: tries[0]!.id,
        balanceAttempts: 1,
      });
      const paid = await db
        .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'succeeded'),
            sql`${payments.id} in (${after!.depositPaymentId}, ${after!.balancePaymentId})`,
          ),
        );
      expect(Number(paid[0]!.cents)).toBe(after!.totalCents);
    });
    lap('checked');
    console.log(
      `balance crash soak (${postgres ? 'PostgreSQL, two at once' : 'embedded, one after the other'}): ${timings.join('; ')}`,
    );
  });
});
