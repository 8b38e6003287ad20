import { randomUUID } from 'node:crypto';
import { SAMPLE_CARD } from '@restora/shared/domain/card';

type Query = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;

// Text that breaks naive SQL quoting or statement splitting: quotes, backslashes, dollar quotes, "; --".
export const AWKWARD_TEXT =
  "O'Brien's \"quiet\" retreat; -- not a comment\n\\N is not null, $$dollar$$ and 'émoji' 🌿\n;\n\\.";

export const OWNER = { name: 'Siobhán O’Brien', email: 'siobhan@example.com', password: 'quiet harbour 8' };

async function call(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res;
}

/** Uses a running server as a visitor would, so the data folder holds more than the sample content. */
export async function populateThroughApi(base: string) {
  await call(base, '/api/auth/sign-up', OWNER);
  // Sign-up opens no session (docs/decisions/account-recovery.md); an unconfirmed account signs in.
  const signIn = await call(base, '/api/auth/sign-in', { email: OWNER.email, password: OWNER.password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await call(base, '/api/newsletter', { email: 'reader@example.com', source: 'knowledge' });
  await call(base, '/api/partner-applications', {
    organisation: 'Lakeside Wellness Lodge',
    partnerType: 'Retreat',
    contactName: 'Ingrid Sol',
    email: 'ingrid@lakeside.example',
    country: 'Norway',
    message: AWKWARD_TEXT,
  });
  await call(base, '/api/journey/plans', { name: 'Autumn reset', description: AWKWARD_TEXT }, { cookie });
  const stays = (await (await fetch(`${base}/api/stays`)).json()) as { items: { id: number }[] };
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  await call(
    base,
    '/api/bookings/stays',
    { roomId: stays.items[0]!.id, checkIn: inDays(20), checkOut: inDays(23), guests: 1, card: SAMPLE_CARD },
    { cookie, 'Idempotency-Key': randomUUID() },
  );
}

const SAMPLED = [
  'public.user order by id',
  'public.bookings order by id',
  'public.payments order by id',
  'public.partner_applications order by id',
  'public.journey_plans order by id',
  'public.newsletter_subscriptions order by id',
  'public.stay_rooms order by id limit 5',
  'public.products order by id limit 5',
  'drizzle.__drizzle_migrations order by id',
];

/** A few tables' rows as JSON text, in UTC, so two engines' copies compare as strings. */
export async function sampleRows(query: Query): Promise<Record<string, string[]>> {
  await query(`set timezone to 'UTC'`);
  const samples: Record<string, string[]> = {};
  for (const source of SAMPLED) {
    const [table, order] = source.split(' order by ') as [string, string];
    const rows = await query<{ row: string }>(
      `select row_to_json(t)::text as row from ${table} t order by ${order}`,
    );
    samples[table] = rows.map((r) => r.row);
  }
  return samples;
}
