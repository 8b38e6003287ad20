// npm run bench:calendar : the rooms' iCal exports (docs/decisions/calendar-sync.md) at 10,000 rooms, each
// with an export secret and a few bookings' and blocks' worth of nights, polled by 50 connections at once,
// each request a random room's feed (half of them revalidating with the ETag they got, as channels do),
// after every room was polled once (the steady state; --warm 0 measures a cold start). Target p99 < 50 ms. On a fresh PGlite data folder (and PostgreSQL when DATABASE_URL is set).
// Then the other way: 1,000 imported feeds of 200 events each, served by a fixture server on 127.0.0.1,
// synced by the job runner (the first sync writes every night; the second finds nothing changed). Reported
// in seconds, no target (docs/decisions/calendar-sync.md).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import {
  calendarSyncJobs,
  createDomainEvents,
  createJobRunner,
  createLogger,
  insertSyntheticStays,
  migrateAndSeed,
  openBenchDatabase,
  startFeedServer,
  type DatabaseHandle,
} from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase, type Engine } from './engine';
import { markdownTable, root, round, rssMb, startServer } from './lib';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    feeds: { type: 'string', default: '1000' },
    events: { type: 'string', default: '200' },
    // Rooms polled once before the timed run: every room, as in the steady state where each channel polls
    // each room every few minutes; 0 for a cold start (every first answer read from the database).
    warm: { type: 'string', default: 'all' },
  },
});
const ROOMS = Number(values.rooms);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const TARGET_P99 = 50;
const FEEDS = Number(values.feeds);
const EVENTS = Number(values.events);
const WARM = values.warm === 'all' ? Infinity : Number(values.warm);

/** A feed of `EVENTS` two-night events, one every three days from tomorrow (Booking.com's shape). */
function benchFeed(n: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Booking.com//Booking.com Calendar//EN'];
  for (let e = 0; e < EVENTS; e++) {
    const from = new Date(Date.now() + (1 + e * 3) * 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replaceAll('-', '');
    const to = new Date(Date.now() + (3 + e * 3) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    lines.push('BEGIN:VEVENT', `UID:bench-${n}-${e}`, `DTSTART;VALUE=DATE:${from}`, `DTEND;VALUE=DATE:${to}`);
    lines.push('SUMMARY:CLOSED - Not available', 'END:VEVENT');
  }
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

/** Syncs FEEDS feeds twice through the job runner; seconds each time. */
async function syncFeeds(open: () => Promise<DatabaseHandle>) {
  const server = await startFeedServer();
  const handle = await open();
  try {
    const rooms = await handle.query<{ id: number }>(
      `select id from stay_rooms order by id desc limit ${FEEDS}`,
    );
    const body = new Map<number, string>();
    rooms.forEach((_, i) => body.set(i, benchFeed(i)));
    rooms.forEach((_, i) => server.set(`/feed/${i}.ics`, { body: body.get(i)! }));
    await handle.exec(`delete from room_nights where kind = 'block' and note = 'bench'`);
    const values = rooms
      .map((r, i) => `(${r.id}, 'Booking.com', '${server.url(`/feed/${i}.ics`)}')`)
      .join(',');
    await handle.exec(`insert into calendar_feeds (room_id, name, url) values ${values}`);
    const logger = createLogger('silent');
    // A runner per pass: each writes the period's scheduled job afresh.
    const timed = async () => {
      const runner = createJobRunner({
        db: handle.db,
        logger,
        definitions: calendarSyncJobs({
          db: handle.db,
          events: createDomainEvents({ logger }),
          logger,
          everyMinutes: 1440,
          fetchOptions: { allowHosts: ['127.0.0.1'] },
        }),
      });
      const started = performance.now();
      await runner.drain();
      return round((performance.now() - started) / 1000);
    };
    // The server's runner may have used this period's scheduled job already (its period key is the same
    // instant when both periods start at midnight): each pass starts with no calendar jobs.
    await handle.exec(`delete from jobs where queue like 'calendar.%'`);
    const first = await timed();
    const [{ n: nights } = { n: 0 }] = await handle.query<{ n: number }>(
      `select count(*)::int as n from room_nights where kind = 'import'`,
    );
    // A new period: every feed is due again, and none has changed.
    await handle.exec(`delete from jobs where queue like 'calendar.%'`);
    await handle.exec(`update calendar_feeds set last_synced_at = now() - interval '2 days'`);
    const second = await timed();
    return {
      feeds: rooms.length,
      eventsEach: EVENTS,
      importRows: nights,
      firstSeconds: first,
      unchangedSeconds: second,
    };
  } finally {
    await handle.close();
    await server.close();
  }
}

export type CalendarBenchResult = {
  rooms: number;
  connections: number;
  seconds: number;
  results: {
    engine: Engine;
    roomsSeeded: number;
    requests: number;
    perSecond: number;
    p50: number;
    p99: number;
    errors: number;
    /** The server's resident memory after the run (every room's feed kept), MB. */
    serverRssMb: number | null;
    target: { p99Ms: number; pass: boolean };
    sync: Awaited<ReturnType<typeof syncFeeds>>;
  }[];
};

async function runEngine(engine: Engine): Promise<CalendarBenchResult['results'][number]> {
  const { handle, env, cleanup } = await freshDatabase(engine, 'calendar');
  const reopen = () =>
    openBenchDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR! });
  try {
    await migrateAndSeed(handle);
    const [{ n: have } = { n: 0 }] = await handle.query<{ n: number }>(
      'select count(*)::int as n from stay_rooms',
    );
    if (have < ROOMS) await insertSyntheticStays(handle.db, { count: ROOMS - have });
    // A secret for every room, and three blocks each in the coming months (bookings are nights alike).
    await handle.exec(`
      insert into room_calendar_exports (room_id, secret)
      select id, md5('calendar-' || id) || substr(md5('salt-' || id), 1, 8) from stay_rooms
      on conflict do nothing`);
    await handle.exec(`
      insert into room_nights (room_id, kind, check_in, check_out, note)
      select r.id, 'block', current_date + (k * 20 + (r.id % 7)), current_date + (k * 20 + (r.id % 7) + 3), 'bench'
      from stay_rooms r cross join generate_series(1, 3) k
      on conflict do nothing`);
    const secrets = (await handle.query<{ secret: string }>('select secret from room_calendar_exports')).map(
      (r) => r.secret,
    );
    await handle.exec('vacuum analyze');
    await handle.close();
    const server = await startServer(env);
    let exports: Omit<CalendarBenchResult['results'][number], 'sync'>;
    try {
      const etags = new Map<string, string>();
      const warm = secrets.slice(0, WARM);
      // Eight at a time, as channels' polls overlap.
      await Promise.all(
        Array.from({ length: 8 }, async (_, lane) => {
          for (let n = lane; n < warm.length; n += 8) {
            const res = await fetch(`${server.url}/calendar/rooms/${warm[n]}.ics`);
            await res.arrayBuffer();
            if (res.status !== 200) throw new Error(`${res.status} for a room's feed`);
            etags.set(warm[n]!, res.headers.get('etag')!);
          }
        }),
      );
      let i = 0;
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            setupRequest: (req) => {
              const secret = secrets[Math.floor(Math.random() * secrets.length)]!;
              const etag = i++ % 2 === 0 ? etags.get(secret) : undefined;
              return {
                ...req,
                path: `/calendar/rooms/${secret}.ics`,
                headers: { ...req.headers, ...(etag ? { 'if-none-match': etag } : {}) },
              };
            },
          },
        ],
      });
      const p99 = result.latency.p99;
      exports = {
        engine,
        roomsSeeded: secrets.length,
        requests: result.requests.total,
        perSecond: round(result.requests.average),
        p50: result.latency.p50,
        p99,
        errors: result['4xx'] + result['5xx'] + result.errors,
        serverRssMb: rssMb(server.proc.pid),
        target: {
          p99Ms: TARGET_P99,
          pass: p99 < TARGET_P99 && result['4xx'] + result['5xx'] + result.errors === 0,
        },
      };
    } finally {
      await server.stop();
    }
    const sync = await syncFeeds(reopen);
    console.log(
      `${engine}: synced ${sync.feeds} feeds in ${sync.firstSeconds} s, unchanged in ${sync.unchangedSeconds} s`,
    );
    return { ...exports, sync };
  } finally {
    await cleanup();
  }
}

const results: CalendarBenchResult['results'] = [];
for (const engine of enginesToRun()) results.push(await runEngine(engine));
const report: CalendarBenchResult = { rooms: ROOMS, connections: CONNECTIONS, seconds: SECONDS, results };
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/calendar.json'), JSON.stringify(report, null, 2));
console.log(
  `\n### Room iCal exports, ${ROOMS.toLocaleString('en-US')} rooms, ${CONNECTIONS} connections, ${SECONDS} s\n`,
);
console.log(
  markdownTable(
    [
      'engine',
      'rooms',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'server RSS MB',
      `p99 < ${TARGET_P99}`,
    ],
    results.map((r) => [
      r.engine,
      r.roomsSeeded,
      r.requests,
      r.perSecond,
      r.p50,
      r.p99,
      r.errors,
      r.serverRssMb ?? '-',
      r.target.pass ? 'PASS' : 'FAIL',
    ]),
  ),
);
console.log(`\n### Imported feeds: ${FEEDS.toLocaleString('en-US')} feeds of ${EVENTS} events (seconds)\n`);
console.log(
  markdownTable(
    ['engine', 'feeds', 'import rows', 'first sync', 'unchanged re-sync'],
    results.map((r) => [
      r.engine,
      r.sync.feeds,
      r.sync.importRows,
      r.sync.firstSeconds,
      r.sync.unchangedSeconds,
    ]),
  ),
);
process.exit(results.every((r) => r.target.pass) ? 0 : 1);
