import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { DECLINED_CARD_NUMBER, SAMPLE_CARD } from '@restora/shared/domain/card';
import { day } from './fixtures';
import { seededRandom } from '../db/seed/seeded-random';

export { seededRandom };
export type Random = ReturnType<typeof seededRandom>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any; cookie: string };
type CallOptions = { cookie?: string; body?: unknown; key?: string };

/**
 * One request on a connection of its own (no keep-alive), with the Origin a browser sends, so a
 * connection error belongs to exactly one request. Rejects when no answer arrives.
 */
export function call(base: string, method: string, path: string, opts: CallOptions = {}): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  const headers: Record<string, string> = { Origin: base, Accept: 'application/json' };
  if (payload) headers['Content-Type'] = 'application/json';
  if (opts.cookie) headers.Cookie = opts.cookie;
  if (opts.key) headers['Idempotency-Key'] = opts.key;
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('error', reject);
      res.on('end', () => {
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
        resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null, cookie });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

export type AckedBooking = {
  id: number;
  roomId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  totalCents: number;
};
export type AckedOrder = { id: number; totalCents: number; items: { productId: number; quantity: number }[] };
/** A sign-up the client saw succeed, with the booking and order it saw succeed after it. */
export type AckedUser = {
  name: string;
  email: string;
  password: string;
  booking?: AckedBooking;
  order?: AckedOrder;
};

export type Catalogue = { rooms: number[]; products: number[] };

/** Rooms and buy-now products in stock, read the way the site reads them. */
export async function loadCatalogue(base: string): Promise<Catalogue> {
  const stays = await call(base, 'GET', '/api/stays?pageSize=48');
  const shop = await call(base, 'GET', '/api/products?pageSize=60');
  if (stays.status !== 200 || shop.status !== 200) throw new Error('could not read the catalogue');
  return {
    rooms: (stays.body.items as { id: number }[]).map((r) => r.id),
    products: (shop.body.items as { id: number; productType: string; status: string }[])
      .filter((p) => p.productType === 'buy_now' && p.status === 'in_stock')
      .map((p) => p.id),
  };
}

export type LoopReport = {
  acked: AckedUser[];
  /** Requests that got no answer (killed mid-flight, or refused once the server stopped). */
  dropped: { path: string; code: string; email?: string; key?: string }[];
  /** Answers the client did not expect (5xx, or a refusal a healthy server never gives). */
  unexpected: string[];
  declined: number;
  soldOut: number;
};

const address = {
  name: 'Soak Tester',
  line1: '1 Test Way',
  city: 'Porto',
  postalCode: '4000-001',
  country: 'Portugal',
};

/**
 * Workers that each repeat the web app's write journey until the server stops answering: sign up, pay
 * for a one-night stay, fill the cart, check out. About one card in ten is the declined test card.
 * `next` numbers users and stay slots across cycles, so no two stays ask for the same room and night.
 */
export function startWriteLoop(opts: {
  base: string;
  rng: Random;
  catalogue: Catalogue;
  workers: number;
  tag: string;
  next: { n: number };
}) {
  const { base, rng, catalogue, next } = opts;
  const report: LoopReport = { acked: [], dropped: [], unexpected: [], declined: 0, soldOut: 0 };
  let stopped = false;
  let orderAcked = () => {};
  const firstOrder = new Promise<void>((resolve) => (orderAcked = resolve));
  const pick = <T>(list: T[]) => list[Math.floor(rng() * list.length)]!;
  const card = () => (rng() < 0.1 ? { ...SAMPLE_CARD, cardNumber: DECLINED_CARD_NUMBER } : SAMPLE_CARD);

  const noAnswer = new Error('no answer');
  const step = async (method: string, path: string, ok: number[], o: CallOptions = {}) => {
    const answer = await call(base, method, path, o).catch((error: NodeJS.ErrnoException) => {
      // A sign-up without an answer is checked by its address (was the user written?); a sign-in's address
      // names a user its answered sign-up wrote, so it is no sign of a write of its own.
      const email = path === '/api/auth/sign-up' ? (o.body as { email?: string }).email : undefined;
      report.dropped.push({ path, code: error.code ?? error.message, email, key: o.key });
      throw noAnswer;
    });
    if (answer.status === 402 && o.body && JSON.stringify(o.body).includes(DECLINED_CARD_NUMBER))
      report.declined++;
    else if (
      (answer.status === 409 && path === '/api/orders') ||
      (answer.status === 422 && path === '/api/cart/items')
    )
      report.soldOut++;
    else if (!ok.includes(answer.status))
      report.unexpected.push(`${method} ${path} -> ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  const journey = async () => {
    const n = next.n++;
    const user: AckedUser = {
      name: `Soak User${n}`,
      email: `soak-${opts.tag}-${n}@example.com`,
      password: `slow tide ${n} ${opts.tag}`,
    };
    const up = await step('POST', '/api/auth/sign-up', [201], { body: user });
    if (up.status !== 201) return;
    report.acked.push(user);
    // Sign-up opens no session (docs/decisions/account-recovery.md); an unconfirmed account signs in.
    const signedIn = await step('POST', '/api/auth/sign-in', [200], {
      body: { email: user.email, password: user.password },
    });
    if (signedIn.status !== 200) return;
    const cookie = signedIn.cookie;

    const roomId = catalogue.rooms[n % catalogue.rooms.length]!;
    const night = 10 + Math.floor(n / catalogue.rooms.length);
    const stay = { roomId, checkIn: day(night), checkOut: day(night + 1), guests: 1 };
    const paid = await step('POST', '/api/bookings/stays', [201], {
      cookie,
      key: randomUUID(),
      body: { ...stay, card: card() },
    });
    if (paid.status === 201) {
      const made = paid.body.bookings[0];
      user.booking = { id: made.id, ...stay, totalCents: made.totalCents };
    }

    const wanted = new Map<number, number>();
    for (let i = 1 + Math.floor(rng() * 2); i > 0; i--)
      wanted.set(pick(catalogue.products), 1 + Math.floor(rng() * 2));
    for (const [productId, quantity] of wanted)
      await step('POST', '/api/cart/items', [200], { cookie, body: { productId, quantity } });
    const placed = await step('POST', '/api/orders', [201], {
      cookie,
      key: randomUUID(),
      body: { shippingAddress: address, card: card() },
    });
    if (placed.status === 201) {
      const items = (placed.body.items as { productId: number; quantity: number }[]).map(
        ({ productId, quantity }) => ({ productId, quantity }),
      );
      user.order = { id: placed.body.id, totalCents: placed.body.totalCents, items };
      orderAcked();
    }
  };

  // A worker ends at its first request that gets no answer; any other error is a finding.
  const worker = async () => {
    while (!stopped) await journey();
  };
  const settle = (error: unknown) => {
    if (error !== noAnswer) report.unexpected.push(`client error: ${String(error)}`);
  };
  const done = Promise.all(Array.from({ length: opts.workers }, () => worker().catch(settle))).then(
    () => report,
  );
  return {
    done,
    /** Resolves once this loop has had an order acknowledged (or has ended). */
    firstOrder: Promise.race([firstOrder, done]),
    /** Stops the workers at their next request (they also stop on their own when the server is gone). */
    stop: () => (stopped = true),
  };
}
