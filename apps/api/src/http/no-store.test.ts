import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedText } from './compress';
import { noStoreByDefault } from './no-store';

// Through @hono/node-server, as npm start serves.
let server: ServerType;
let origin: string;
/** Whether the answer was still node-server's lightweight one after noStoreByDefault had run. */
const stayedLight: Record<string, boolean> = {};

beforeAll(async () => {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    stayedLight[c.req.path] = cachedText(c.res) !== undefined;
  });
  app.use(noStoreByDefault());
  app.get('/fresh', (c) => c.json({ a: 1 }));
  app.get('/reusable', (c) => c.json({ a: 2 }, 200, { 'Cache-Control': 'public, max-age=60' }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('noStoreByDefault', () => {
  it('marks an answer no-store without rebuilding it as a web Response', async () => {
    const res = await fetch(`${origin}/fresh`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ a: 1 });
    expect(stayedLight['/fresh']).toBe(true);
  });

  it("keeps an answer's own Cache-Control", async () => {
    const res = await fetch(`${origin}/reusable`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await res.json()).toEqual({ a: 2 });
  });
});
