import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { killAfterEach, spawnServer, waitForListening } from './test/server-process';

const track = killAfterEach();

function start(dataDir: string, nodeArgs: string[] = []) {
  return track(spawnServer({ DATA_DIR: dataDir }, [], 'src/server.ts', nodeArgs));
}

async function subscribe(base: string, email: string) {
  const res = await fetch(`${base}/api/newsletter`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  return (await res.json()) as { alreadySubscribed: boolean };
}

const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'restora-data-'));

describe('the server process on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR with a clear message', async () => {
    const dataDir = tempDataDir();
    const first = start(dataDir);
    const base = await waitForListening(first);

    const second = start(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Restora process');
    expect(second.output()).toContain(`pid ${first.proc.pid}`);

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    // Idle connections outlast Node's 5 s (http/idle-connections.ts).
    expect(health.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('shuts down cleanly on SIGTERM and keeps every acknowledged write', async () => {
    const dataDir = tempDataDir();
    const first = start(dataDir);
    const base = await waitForListening(first);
    expect(await subscribe(base, 'kept@example.com')).toEqual({ subscribed: true, alreadySubscribed: false });

    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('database closed');
    expect(fs.existsSync(path.join(dataDir, 'restora.lock'))).toBe(false);

    const again = start(dataDir);
    const base2 = await waitForListening(again);
    expect(await subscribe(base2, 'kept@example.com')).toMatchObject({ alreadySubscribed: true });
  });

  it('starts again after SIGKILL, taking over the stale lock, with the data intact', async () => {
    const dataDir = tempDataDir();
    const first = start(dataDir);
    const base = await waitForListening(first);
    await subscribe(base, 'survivor@example.com');

    first.proc.kill('SIGKILL');
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, 'restora.lock'))).toBe(true);

    const again = start(dataDir);
    const base2 = await waitForListening(again);
    expect(await subscribe(base2, 'survivor@example.com')).toMatchObject({ alreadySubscribed: true });
  });

  it('exits with code 1 when its database thread dies, so that a supervisor starts it again', async () => {
    const dataDir = tempDataDir();
    const preload = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      'test/stop-db-thread.preload.mjs',
    );
    const server = start(dataDir, ['--import', pathToFileURL(preload).href]);
    const base = await waitForListening(server);
    expect(await subscribe(base, 'before@example.com')).toMatchObject({ alreadySubscribed: false });

    server.proc.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('the database thread stopped: exiting');
    expect(server.output()).toContain('shutting down');
  });
});
