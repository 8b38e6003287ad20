import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { listenForChanges, type ChangeListener } from './db/change-notices';
import { openDatabase, type DatabaseHandle } from './db/client';
import { products } from './db/schema/shop';
import { stayRooms } from './db/schema/stays';
import { createLogger } from './logger';
import { day, insertStay } from './test/fixtures';
import { replicaUnavailableReason, startReplicaCluster, type ReplicaCluster } from './test/replica-cluster';
import { killAfterEach, spawnServer, waitForListening } from './test/server-process';
import { cookiesFrom, createTestApp, readJson, registerUser, type TestApp } from './test/test-app';

// Catalogue reads on a streaming hot standby (docs/decisions/read-replica.md): a real primary and replica
// made in a temporary folder, two API "processes" (apps with their own connections and change listeners)
// on them. Pausing the standby's replay makes it stale on purpose, so each check can tell the two apart.

const unavailable = replicaUnavailableReason();
const track = killAfterEach();

type Node = { t: TestApp; handle: DatabaseHandle; listener: ChangeListener; log: string[] };

describe.skipIf(unavailable)(
  `reads from a streaming replica${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let cluster: ReplicaCluster | undefined;
    const nodes: Node[] = [];
    let a: Node;
    let b: Node;

    const sql = async (url: string, text: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    };
    const replay = (action: 'pause' | 'resume') =>
      cluster!.onReplica(`select pg_wal_replay_${action}()`, 'restora');
    const onReplica = async (text: string) => (await cluster!.onReplica(text, 'restora'))[0]!;

    async function node(seed: boolean): Promise<Node> {
      const log: string[] = [];
      const logger = createLogger('info', { write: (line: string) => void log.push(line) });
      const handle = await openDatabase({
        databaseUrl: cluster!.primaryUrl('restora'),
        readReplica: { url: cluster!.replicaUrl('restora'), logger, backoffMs: 300 },
      });
      const listener = listenForChanges(handle.connectionString!, handle.db, logger, handle.replica);
      const n = { t: await createTestApp({ database: handle, seed }), handle, listener, log };
      nodes.push(n);
      return n;
    }

    beforeAll(async () => {
      cluster = await startReplicaCluster();
      await sql(cluster.primaryUrl(), 'create database restora');
      a = await node(true);
      b = await node(false);
      // Both listeners are connected, and the standby holds the migrated, seeded database.
      const listening = "select count(*)::int as n from pg_stat_activity where query like 'LISTEN%'";
      await vi.waitFor(async () => expect((await sql(cluster!.primaryUrl(), listening))[0].n).toBe(2), {
        timeout: 10_000,
        interval: 25,
      });
      await cluster.caughtUp('restora');
    }, 60_000);

    afterAll(async () => {
      try {
        for (const n of nodes) {
          await n.listener.close();
          await n.handle.close();
        }
      } finally {
        cluster?.destroy();
      }
    });

    // A test that failed half-way must not leave the next one with a paused (or stopped) standby.
    afterEach(async () => {
      cluster?.startReplica();
      await replay('resume');
    });

    it('serves catalogue reads from the replica, and stock and carts from the primary', async () => {
      const [product] = await a.t.db
        .select()
        .from(products)
        .where(eq(products.status, 'coming_soon'))
        .limit(1);
      await replay('pause');
      await a.t.db
        .update(products)
        .set({ name: 'Restocked on the primary', status: 'in_stock', stock: 5 })
        .where(eq(products.id, product!.id));
      expect(await onReplica(`select name from products where id = ${product!.id}`)).toEqual({
        name: product!.name,
      });

      // The product page is the standby's copy...
      const page = await readJson(await b.t.request(`/api/products/${product!.id}`));
      expect(page).toMatchObject({ name: product!.name, status: 'coming_soon' });
      // ...but the stock that lets it into a cart is the primary's, and the cart reads back at once.
      const added = await b.t.postJson('/api/cart/items', { productId: product!.id, quantity: 2 });
      expect(added.status).toBe(200);
      const cart = await readJson(
        await b.t.request('/api/cart', { headers: { cookie: cookiesFrom(added) } }),
      );
      expect(
        cart.items.map((l: { product: { name: string }; quantity: number }) => [l.product.name, l.quantity]),
      ).toEqual([['Restocked on the primary', 2]]);
    });

    it('never refuses or allows a booking on the stale copy', async () => {
      const roomId = 5;
      const [first, second] = [await registerUser(a.t), await registerUser(a.t)];
      const nights = (from: number, to: number) => ({ checkIn: day(from), checkOut: day(to) });
      const book = (n: Node, cookie: string, dates: { checkIn: string; checkOut: string }) =>
        n.t.postJson(
          '/api/bookings/stays',
          { roomId, ...dates, guests: 1, card: SAMPLE_CARD },
          { headers: { cookie, 'Idempotency-Key': randomUUID() } },
        );
      const quote = async (dates: { checkIn: string; checkOut: string }) =>
        (await b.t.request(`/api/stays/${roomId}/quote?${new URLSearchParams({ ...dates, guests: '1' })}`))
          .status;

      const early = nights(40, 43);
      const made = await book(a, first.cookie, early);
      expect(made.status).toBe(201);
      const [booking] = (await readJson(made)).bookings;
      await cluster!.caughtUp('restora');
      expect(await quote(early)).toBe(409);

      await replay('pause');
      const cancelled = await a.t.postJson(
        `/api/bookings/${booking.id}/cancel`,
        {},
        { headers: { cookie: first.cookie } },
      );
      expect(cancelled.status).toBe(200);
      // The standby still holds those nights; the primary, which decides, has let them go.
      expect(await quote(early)).toBe(409);
      expect((await book(b, second.cookie, early)).status).toBe(201);
      const mine = await readJson(await b.t.request('/api/bookings', { headers: { cookie: second.cookie } }));
      expect(mine.items.map((x: { checkIn: string; status: string }) => [x.checkIn, x.status])).toEqual([
        [early.checkIn, 'confirmed'],
      ]);

      const late = nights(50, 52);
      expect((await book(a, first.cookie, late)).status).toBe(201);
      // The standby has not seen that booking; the primary refuses the same nights anyway.
      expect(await quote(late)).toBe(200);
      expect((await book(b, second.cookie, late)).status).toBe(409);
    });

    it('shows a rating made through one process in the other’s search within a second, while the replica lags', async () => {
      const roomId = 3;
      const guest = await registerUser(a.t);
      const bookingId = await insertStay(a.t.db, {
        userId: guest.user.id,
        roomId,
        checkIn: day(-5),
        checkOut: day(-2),
      });
      const reviewsOf = async () => {
        const { items } = await readJson(await b.t.request('/api/stays?pageSize=48'));
        return (items as { id: number; reviewCount: number }[]).find((s) => s.id === roomId)?.reviewCount;
      };
      await cluster!.caughtUp('restora');
      const before = await reviewsOf();
      expect(before).toBeTypeOf('number');

      await replay('pause');
      const reviewed = await a.t.postJson(
        `/api/bookings/${bookingId}/review`,
        { rating: 5, comment: 'Quiet.' },
        { headers: { cookie: guest.cookie } },
      );
      expect(reviewed.status).toBe(201);
      const started = Date.now();
      // B's cached answer is forgotten on the notice, and refilled from the primary: the standby is behind.
      await expect.poll(reviewsOf, { timeout: 1000, interval: 25 }).toBe(before! + 1);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await onReplica(`select review_count as n from stay_rooms where id = ${roomId}`)).toEqual({
        n: before,
      });

      // Once the standby has replayed the change, reads go back to it.
      const servedByReplica = b.handle.replica!.served.replica;
      await replay('resume');
      await cluster!.caughtUp('restora');
      await expect
        .poll(
          async () => {
            // Booked nights are never kept (docs/decisions/catalogue-answers.md): each read asks a server.
            await b.t.request(`/api/stays/1/booked-dates?from=${day(0)}&to=${day(30)}`);
            return b.handle.replica!.served.replica;
          },
          { timeout: 5000, interval: 25 },
        )
        .toBeGreaterThan(servedByReplica);
    });

    it('refuses a transaction on the read handle instead of spreading it over two servers', async () => {
      const refused = await b.handle.readDb.transaction(async () => {}).catch((err: Error) => err);
      expect(String((refused as Error).cause)).toContain('The read handle runs no transactions');
    });

    it('answers from the primary while the replica is down, and returns to it when it is back', async () => {
      // A quote is read afresh every time (docs/decisions/catalogue-answers.md), so each one asks a server.
      const roomId = 7;
      const path = `/api/stays/${roomId}/quote?${new URLSearchParams({ checkIn: day(60), checkOut: day(61), guests: '1' })}`;
      const nightlyPrice = async () => (await readJson(await b.t.request(path))).nightlyPriceCents as number;
      await cluster!.caughtUp('restora');
      const before = await nightlyPrice();
      cluster!.stopReplica();
      const res = await b.t.request(path);
      expect(res.status).toBe(200);
      expect((await readJson(res)).nightlyPriceCents).toBe(before);
      expect((await b.t.request('/api/stays?location=Bali&sort=price_asc')).status).toBe(200);
      expect(b.log.join('')).toContain('the read replica failed: reading from the primary');

      cluster!.startReplica();
      await cluster!.caughtUp('restora');
      await replay('pause');
      const [room] = await a.t.db
        .select({ priceCents: stayRooms.priceCents })
        .from(stayRooms)
        .where(eq(stayRooms.id, roomId));
      await a.t.db
        .update(stayRooms)
        .set({ priceCents: room!.priceCents + 1000 })
        .where(eq(stayRooms.id, roomId));
      // After the back-off, reads are the standby's again: its copy still has the old price.
      await expect.poll(nightlyPrice, { timeout: 10_000, interval: 50 }).toBe(before);
      expect(b.log.join('')).toContain('the read replica answers again');
    });

    it('is what the server does with DATABASE_READ_URL and DATABASE_SESSION_URL', async () => {
      await replay('pause');
      await a.t.db.update(products).set({ name: 'Only on the primary' }).where(eq(products.id, 1));
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-read-url-'));
      try {
        const server = track(
          spawnServer({
            DATABASE_URL: cluster!.primaryUrl('restora'),
            DATABASE_READ_URL: cluster!.replicaUrl('restora'),
            DATABASE_SESSION_URL: `${cluster!.primaryUrl('restora')}?application_name=restora-session`,
            DATA_DIR: dataDir,
            AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-auth',
            SEED: 'off',
            MAIL_SENDER: 'off',
          }),
        );
        const url = await waitForListening(server);
        expect(server.output()).toContain('catalogue reads go to DATABASE_READ_URL');
        const product = (await (await fetch(`${url}/api/products/1`)).json()) as { name: string };
        expect(product.name).not.toBe('Only on the primary');
        expect(product.name).toBe((await onReplica('select name from products where id = 1')).name);
        // The change notices and the conversations' live updates are each heard on the session address.
        const listening =
          "select count(*)::int as n from pg_stat_activity where application_name = 'restora-session' and query like 'LISTEN%'";
        await expect
          .poll(async () => (await sql(cluster!.primaryUrl(), listening))[0].n, { timeout: 5000 })
          .toBe(2);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
