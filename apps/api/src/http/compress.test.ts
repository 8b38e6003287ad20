import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedText, compressAnswers } from './compress';

// Through @hono/node-server, as npm start serves: its Response keeps a string body aside, which
// compressAnswers reads without building a web Response.
const payload = {
  items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Room ${i}`, price: 120 + i })),
};
let server: ServerType;
let origin: string;

beforeAll(async () => {
  const app = new Hono();
  app.use(compressAnswers());
  app.get('/json', (c) => c.json(payload, 201, { 'X-Kept': 'yes' }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/stream', () => {
    const bytes = new TextEncoder().encode(JSON.stringify(payload));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    return new Response(body, { headers: { 'Content-Type': 'application/json' } });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// With node:http (fetch would inflate the answer itself): the bytes as they were sent.
function raw(path: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${origin}${path}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

describe('compressAnswers under @hono/node-server', () => {
  it('reads the string body of a node-server answer directly', () => {
    // The server has put its Response in place of the global one.
    expect(cachedText(new Response('{"a":1}'))).toBe('{"a":1}');
  });

  it('gzips a JSON answer, keeping its status and headers', async () => {
    const { status, headers, bytes } = await raw('/json');
    expect(status).toBe(201);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['x-kept']).toBe('yes');
    expect(headers.vary).toMatch(/accept-encoding/i);
    expect(Number(headers['content-length'])).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(payload);
  });

  it('sends a small answer as it is, and reads a streamed one the standard way', async () => {
    const small = await raw('/small');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString())).toEqual({ ok: true });
    const streamed = await raw('/stream');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(streamed.bytes).toString())).toEqual(payload);
  });
});
