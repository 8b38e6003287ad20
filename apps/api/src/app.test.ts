import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The property page's map frame: the CSP must allow the host the site really embeds.
import { osmEmbedUrl } from '../../web/src/features/stays/components/property/map-links';
import { createRouter } from './http/router';
import { handleError } from './http/errors';
import { createTestApp, readJson, type TestApp } from './test/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  // A one-file built site, so the HTML shell is served too.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-dist-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Restora</title><div id="root"></div>',
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive -> sources. */
function cspOf(res: Response): Map<string, string[]> {
  const header = res.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('API base', () => {
  it('answers an unknown /api path with a JSON 404 in the error shape', async () => {
    const res = await t.request('/api/x');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await readJson(res)).toEqual({ error: { code: 'not_found', message: 'No route for GET /api/x' } });
  });

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await t.postJson('/api/newsletter', '{"email": "ada@example.com"');
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expect(body.error.code).toBe('malformed_request');
    expect(body.error.message).toMatch(/malformed json/i);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.request('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'email=ada@example.com',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.code).toMatch(/validation_failed|malformed_request/);
  });

  it('gives per-field messages for invalid input', async () => {
    const res = await t.postJson('/api/newsletter', { email: 'not-an-address' });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { email: 'Please enter a valid email address' },
      },
    });
  });

  it('refuses a body over 1 MB with a 413', async () => {
    const res = await t.postJson('/api/newsletter', {
      email: 'a@example.com',
      padding: 'x'.repeat(1_100_000),
    });
    expect(res.status).toBe(413);
    expect((await readJson(res)).error.code).toBe('payload_too_large');
  });

  it('sends security headers and a request id, on API answers and on the HTML page', async () => {
    const mapOrigin = new URL(osmEmbedUrl({ latitude: 59.91, longitude: 10.75 })).origin;
    for (const [what, url] of [
      ['API answer', '/api/health'],
      ['HTML page', '/'],
    ] as const) {
      const res = await t.request(url);
      expect(res.status, what).toBe(200);
      const csp = cspOf(res);
      expect(csp.get('default-src'), what).toEqual(["'self'"]);
      expect(csp.get('script-src'), what).toEqual(["'self'"]);
      expect([...csp.values()].flat(), what).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options'), what).toBe('DENY');
      expect(csp.get('frame-src'), what).toContain(mapOrigin);
      expect(csp.get('object-src'), what).toEqual(["'none'"]);
      expect(res.headers.get('x-content-type-options'), what).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-request-id'), what).toMatch(/^[\w-]{8,}$/);
    }
    expect((await t.request('/')).headers.get('content-type')).toContain('text/html');
    expect((await t.request('/api/health')).headers.get('cache-control')).toBe('no-store');
  });

  it('serves an OpenAPI document that lists the routes', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await readJson(res);
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/newsletter']));
  });

  it('compresses JSON responses when asked', async () => {
    const res = await t.request('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });
});

describe('error mapping', () => {
  it('turns an unexpected exception into a 500 that reveals nothing', async () => {
    const app = createRouter();
    app.get('/boom', () => {
      throw new Error('connection string postgres://secret@db');
    });
    app.onError(handleError);
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
