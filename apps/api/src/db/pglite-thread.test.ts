import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { pgErrorCode, UNIQUE_VIOLATION } from './pg-error';
import { PGliteThread, startWorker } from './pglite-thread';
import { inRequestOrder } from './request-order';

// The embedded database on its own thread (docs/decisions/embedded-database-thread.md), through drizzle as
// the server uses it: what a transaction does and does not let through, errors as the code reads them,
// and values as drizzle expects them.
describe('PGlite on its own thread', () => {
  let dir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-thread-'));
    handle = await openDatabase({ dataDir: dir, thread: true });
    await handle.exec(`
      create table t (id int primary key, note text, at timestamptz, day date);
      create table log (n int);
    `);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries with parameters, and keeps dates and timestamps as text for drizzle', async () => {
    await handle.db.execute(
      sql`insert into t values (1, ${'one'}, '2026-11-26T10:00:00Z', '2026-11-26') on conflict do nothing`,
    );
    const rows = (await handle.db.execute(sql`select note, at, day from t where id = ${1}`)) as unknown as {
      rows: unknown[];
    };
    expect(rows.rows).toEqual([{ note: 'one', at: '2026-11-26 10:00:00+00', day: '2026-11-26' }]);
    // A raw query parses as PGlite does.
    const [raw] = await handle.query<{ n: number; day: Date }>('select $1::int + 1 as n, day from t', [41]);
    expect(raw).toEqual({ n: 42, day: new Date('2026-11-26T00:00:00Z') });
  });

  it('carries a database error over with its SQLSTATE, and a failed transaction writes nothing', async () => {
    const attempt = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into log values (1)`);
      await tx.execute(sql`insert into t (id) values (1)`);
    });
    const error = await attempt.catch((e: unknown) => e);
    expect(pgErrorCode(error)).toBe(UNIQUE_VIOLATION);
    const rows = await handle.query<{ count: number }>('select count(*)::int as count from log');
    expect(rows[0]!.count).toBe(0);
  });

  it('commits a transaction, nested savepoints included, and rolls back what drizzle rolls back', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into log values (10)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into log values (11)`);
          inner.rollback();
        })
        .catch(() => {});
      await tx.execute(sql`insert into log values (12)`);
    });
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into log values (20)`);
        tx.rollback();
      })
      .catch(() => {});
    const rows = await handle.query<{ n: number }>('select n from log order by n');
    expect(rows.map((r) => r.n)).toEqual([10, 12]);
  });

  it('makes other queries wait while a transaction is open, as PGlite does on one thread', async () => {
    await handle.exec('delete from log');
    const seen: string[] = [];
    let outsideSent!: () => void;
    const sent = new Promise<void>((resolve) => (outsideSent = resolve));
    let outside!: Promise<number>;
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into log values (1)`);
      outside = handle.query<{ count: number }>('select count(*)::int as count from log').then((rows) => {
        seen.push('outside');
        return rows[0]!.count;
      });
      outsideSent();
      // Sent after the outside query: were that one not held back, its answer would arrive first.
      await tx.execute(sql`select 1`);
      seen.push('inside');
    });
    await sent;
    await transaction;
    expect(await outside).toBe(1);
    expect(seen).toEqual(['inside', 'outside']);
  });

  it("does the oldest request's queries first, whatever order they arrive in", async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let sent!: () => void;
    const oldSent = new Promise<void>((resolve) => (sent = resolve));
    // A request that started first, but asks the database only later.
    const old = inRequestOrder(async () => {
      await gate;
      const query = handle.query('select 1');
      sent();
      await query;
      order.push('old');
    });
    await handle.db.transaction(async (tx) => {
      // While the transaction holds the database, a newer request asks first, then the old one.
      const young = inRequestOrder(() => handle.query('select 2').then(() => order.push('young')));
      release();
      await oldSent;
      // Answered after both have reached the database's thread (messages keep their order).
      await tx.execute(sql`select 3`);
      void young;
    });
    await old;
    while (order.length < 2) await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['old', 'young']);
  });

  it('answers many queries at once, each with its own result', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => handle.query<{ n: number }>('select $1::int * 2 as n', [i])),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, i) => i * 2));
  });
});

describe('a database thread that stops', () => {
  it('tells its listener once when it stops by itself, and every later query fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-thread-stop-'));
    let worker!: Worker;
    const thread = await PGliteThread.open(dir, (dataDir) => (worker = startWorker(dataDir)));
    try {
      const heard: Error[] = [];
      thread.onStopped((error) => heard.push(error));
      expect((await thread.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
      await worker.terminate();
      await expect(thread.query('select 1')).rejects.toThrow('The database thread stopped');
      expect(heard.map((e) => e.message)).toEqual(['The database thread stopped (exit code 1)']);
    } finally {
      await thread.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says nothing when it is closed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-thread-close-'));
    const thread = await PGliteThread.open(dir);
    const heard: Error[] = [];
    thread.onStopped((error) => heard.push(error));
    await thread.close();
    await expect(thread.query('select 1')).rejects.toThrow('The database is closed');
    expect(heard).toEqual([]);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});
