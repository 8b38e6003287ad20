// npm run bench:calendar : the rooms' iCal exports (docs/decisions/calendar-sync.md) at 10,000 rooms, each
// with an export secret and a few bookings' and blocks' worth of nights, polled by 50 connections at once,
// each request a random room's feed (half of them revalidating with the ETag they got, as channels do).
// Target p99 < 50 ms. On a fresh PGlite data folder (and PostgreSQL when DATABASE_URL is set).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { insertSyntheticStays, migrateAndSeed } from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase, type Engine } from './engine';
import { markdownTable, root, round, startServer } from './lib';

const { values } = parseArgs({
  options: {
    rooms: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const ROOMS = Number(values.rooms);
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const TARGET_P99 = 50;

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
    target: { p99Ms: number; pass: boolean };
  }[];
};

async function runEngine(engine: Engine): Promise<CalendarBenchResult['results'][number]> {
  const { handle, env, cleanup } = await freshDatabase(engine, 'calendar');
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
    try {
      const etags = new Map<string, string>();
      for (const secret of secrets.slice(0, 2000)) {
        const res = await fetch(`${server.url}/calendar/rooms/${secret}.ics`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${res.status} for a room's feed`);
        etags.set(secret, res.headers.get('etag')!);
      }
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
      return {
        engine,
        roomsSeeded: secrets.length,
        requests: result.requests.total,
        perSecond: round(result.requests.average),
        p50: result.latency.p50,
        p99,
        errors: result['4xx'] + result['5xx'] + result.errors,
        target: {
          p99Ms: TARGET_P99,
          pass: p99 < TARGET_P99 && result['4xx'] + result['5xx'] + result.errors === 0,
        },
      };
    } finally {
      await server.stop();
    }
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
    ['engine', 'rooms', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors', `p99 < ${TARGET_P99}`],
    results.map((r) => [
      r.engine,
      r.roomsSeeded,
      r.requests,
      r.perSecond,
      r.p50,
      r.p99,
      r.errors,
      r.target.pass ? 'PASS' : 'FAIL',
    ]),
  ),
);
process.exit(results.every((r) => r.target.pass) ? 0 : 1);
