// npm run bench:conversations : a partner's inbox at scale (default 10,000 threads with 20 messages each,
// 200,000 messages, all at one organisation's property) on PGlite and (when DATABASE_URL is set)
// PostgreSQL: sequential timing of the inbox's first page, a later page, the unread-only page, the unread
// badge and one thread, as the organisation's member (docs/decisions/conversations.md, "Unread counts").
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrateAndSeed, type DatabaseHandle } from '../apps/api/src/test/bench-harness';
import { enginesToRun, freshDatabase } from './engine';
import { markdownTable, root, round, startServer, timeSequential } from './lib';

const { values } = parseArgs({ options: { threads: { type: 'string', default: '10000' } } });
const THREADS = Number(values.threads);
const PER_THREAD = 20;
const TARGET_P95 = { pglite: 50, postgres: 50 } as const;
const PARTNER = { email: 'partner@restora.example', password: 'quiet harbour 2026' };

/** THREADS guests, each with one question thread at the partner's first property and 20 messages. */
async function prepare(handle: DatabaseHandle) {
  await migrateAndSeed(handle);
  const [org] = await handle.query<{ organisation_id: number; property_id: number; user_id: string }>(`
    select m.organisation_id, p.id as property_id, m.user_id from partner_members m
    join "user" u on u.id = m.user_id
    join properties p on p.organisation_id = m.organisation_id
    where u.email = '${PARTNER.email}' order by p.id limit 1`);
  if (!org) throw new Error('the sample partner has no property');
  await handle.exec(`
    insert into "user" (id, name, email, email_verified)
    select 'bench-guest-' || g, 'Guest ' || g, 'guest' || g || '@bench.example', true
    from generate_series(1, ${THREADS}) g`);
  await handle.exec(`
    insert into conversations (guest_user_id, organisation_id, property_id, guest_messages, partner_messages,
      last_message_at, created_at)
    select 'bench-guest-' || g, ${org.organisation_id}, ${org.property_id}, ${PER_THREAD / 2}, ${PER_THREAD / 2},
      now() - make_interval(mins => g), now() - make_interval(days => 30)
    from generate_series(1, ${THREADS}) g`);
  await handle.exec(`
    insert into conversation_messages (conversation_id, sender_user_id, sender_side, sender_first_name, body,
      created_at)
    select c.id, case when k % 2 = 0 then c.guest_user_id else '${org.user_id}' end,
      case when k % 2 = 0 then 'guest' else 'partner' end, case when k % 2 = 0 then 'Guest' else 'Maya' end,
      'Message ' || k || ' of a synthetic thread: is the food vegan, and is the practice gentle?',
      c.last_message_at - make_interval(mins => ${PER_THREAD} - k)
    from conversations c cross join generate_series(1, ${PER_THREAD}) k
    where c.guest_user_id like 'bench-guest-%'`);
  await handle.exec(`
    update conversations c set last_message_id = m.id
    from (select conversation_id, max(id) as id from conversation_messages group by conversation_id) m
    where m.conversation_id = c.id`);
  // The member has read two threads of three to the end: the rest are unread.
  await handle.exec(`
    insert into conversation_reads (conversation_id, user_id, last_read_message_id, seen_count)
    select c.id, '${org.user_id}', c.last_message_id, c.guest_messages
    from conversations c where c.guest_user_id like 'bench-guest-%' and c.id % 3 <> 0`);
  await handle.exec('vacuum analyze');
  return org;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(PARTNER),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function runEngine(engine: 'pglite' | 'postgres') {
  const { handle, env, cleanup } = await freshDatabase(engine, 'conversations');
  try {
    await prepare(handle);
    const [{ id: threadId } = { id: 0 }] = await handle.query<{ id: number }>(
      `select id from conversations where guest_user_id like 'bench-guest-%' order by id limit 1 offset 5000`,
    );
    const [{ n: messages } = { n: 0 }] = await handle.query<{ n: number }>(
      'select count(*)::int as n from conversation_messages',
    );
    await handle.close();
    const server = await startServer(env);
    try {
      const headers = { cookie: await signIn(server.url) };
      const pages = Math.ceil(THREADS / 20);
      const mix: Record<string, () => string> = {
        'inbox, first page': () => '/api/partner/conversations',
        'inbox, a later page': () =>
          `/api/partner/conversations?page=${1 + Math.floor(Math.random() * pages)}`,
        'unread only': () => '/api/partner/conversations?unread=true',
        'unread badge': () => '/api/partner/conversations/unread',
        'one thread (20 messages)': () => `/api/partner/conversations/${threadId}`,
      };
      const perKind: Record<string, { p50: number; p95: number; p99: number }> = {};
      for (const [kind, url] of Object.entries(mix))
        perKind[kind] = await timeSequential(() => `${server.url}${url()}`, { headers });
      const worst = Math.max(...Object.values(perKind).map((k) => k.p95));
      return {
        engine,
        messages,
        perKind,
        target: { p95Ms: TARGET_P95[engine], worstP95: round(worst), pass: worst < TARGET_P95[engine] },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

const results = [];
for (const engine of enginesToRun()) results.push(await runEngine(engine));
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/conversations.json'),
  JSON.stringify({ threads: THREADS, results }, null, 2),
);
for (const r of results) {
  console.log(
    `\n### A partner inbox of ${THREADS.toLocaleString('en-US')} threads, ${r.messages.toLocaleString('en-US')} messages, on ${r.engine} (sequential, ms)\n`,
  );
  console.log(
    markdownTable(
      ['request', 'p50', 'p95', 'p99'],
      Object.entries(r.perKind).map(([k, v]) => [k, v.p50, v.p95, v.p99]),
    ),
  );
  console.log(
    `target p95 < ${r.target.p95Ms} ms: worst ${r.target.worstP95} -> ${r.target.pass ? 'PASS' : 'FAIL'}`,
  );
}
if (results.some((r) => !r.target.pass)) process.exitCode = 1;
