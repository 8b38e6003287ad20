import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFeedServer } from '../test/feed-server';
import { isRefusedAddress, safeFetch, SafeFetchError } from './safe-fetch';

// The fetch of partners' URLs (docs/decisions/calendar-sync.md, "Safety").

let server: Awaited<ReturnType<typeof startFeedServer>>;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());
const allowed = { allowHosts: ['127.0.0.1'] };

describe('isRefusedAddress', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast and mapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
    ])
      expect(isRefusedAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '8.8.8.8'])
      expect(isRefusedAddress(a), a).toBe(false);
  });
});

describe('safeFetch', () => {
  it('refuses other schemes, loopback and the cloud metadata address before connecting', async () => {
    server.set('/x.ics', { body: 'BEGIN:VCALENDAR' });
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.ics',
      server.url('/x.ics'),
      `http://[::ffff:127.0.0.1]:${server.port}/x.ics`,
      'http://169.254.169.254/latest/meta-data/',
      `http://localhost:${server.port}/x.ics`,
    ])
      await expect(safeFetch(url), url).rejects.toBeInstanceOf(SafeFetchError);
    expect(server.hits('/x.ics')).toBe(0);
  });

  it('follows at most 3 redirects, checking each: a redirect to a refused address is not followed', async () => {
    server.set('/ok.ics', { body: 'BEGIN:VCALENDAR' });
    server.set('/r1', { location: '/r2' });
    server.set('/r2', { location: '/ok.ics' });
    expect((await safeFetch(server.url('/r1'), allowed)).body).toBe('BEGIN:VCALENDAR');
    server.set('/to-local', { location: `http://localhost:${server.port}/ok.ics` });
    await expect(safeFetch(server.url('/to-local'), allowed)).rejects.toThrow(/not on the public internet/);
    server.set('/to-metadata', { location: 'http://169.254.169.254/latest/meta-data/' });
    await expect(safeFetch(server.url('/to-metadata'), allowed)).rejects.toThrow(
      /not on the public internet/,
    );
    for (const n of [1, 2, 3, 4]) server.set(`/loop${n}`, { location: `/loop${n + 1}` });
    server.set('/loop5', { body: 'BEGIN:VCALENDAR' });
    await expect(safeFetch(server.url('/loop1'), allowed)).rejects.toThrow(/More than 3 redirects/);
  });

  it('gives up after its deadline and on a body over the cap', async () => {
    server.set('/slow', { body: 'BEGIN:VCALENDAR', delayMs: 2_000 });
    const started = Date.now();
    await expect(safeFetch(server.url('/slow'), { ...allowed, timeoutMs: 200 })).rejects.toThrow(
      /No answer within/,
    );
    expect(Date.now() - started).toBeLessThan(1_500);
    server.set('/big', { body: 'x'.repeat(5_000) });
    await expect(safeFetch(server.url('/big'), { ...allowed, maxBytes: 1_000 })).rejects.toThrow(
      /larger than/,
    );
  });
});
