import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

const script = `console.log(${JSON.stringify('restora '.repeat(400))});`;
let t: TestApp;

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'images'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Restora</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-Ab12Cd34.js'), script);
  fs.writeFileSync(path.join(dist, 'route-modules.json'), '{"home":["/assets/app-Ab12Cd34.js"]}');
  fs.writeFileSync(path.join(dist, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"secret-build-detail":{}}');
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

describe('serving the built SPA', () => {
  it('falls back to index.html, uncached, for every client route', async () => {
    for (const route of ['/', '/find-stays', '/property/12', '/knowledge/sleep-well', '/no/such/page']) {
      const res = await t.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('does not serve the build manifest (a dot folder)', async () => {
    expect((await t.request('/.vite/manifest.json')).status).toBe(404);
  });

  it('gives hashed assets a year-long immutable cache and other files a day', async () => {
    const asset = await t.request('/assets/app-Ab12Cd34.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    const image = await t.request('/images/logo.svg');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    // The screens' file table names this build's hashed files: asked again after every deploy.
    const table = await t.request('/route-modules.json');
    expect(table.headers.get('cache-control')).toBe('no-cache');
    expect(await table.json()).toEqual({ home: ['/assets/app-Ab12Cd34.js'] });
  });

  it('compresses with brotli or gzip as the browser accepts', async () => {
    const br = await t.request('/assets/app-Ab12Cd34.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await t.request('/assets/app-Ab12Cd34.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await gz.arrayBuffer());
    expect(bytes.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(script);

    const plain = await t.request('/assets/app-Ab12Cd34.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await t.request('/assets/app-Ab12Cd34.js');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.request('/assets/app-Ab12Cd34.js', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('gives a missing file a 404, never the HTML shell', async () => {
    const res = await t.request('/assets/gone-123.js');
    expect(res.status).toBe(404);
  });

  it('leaves /api to the API', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});
