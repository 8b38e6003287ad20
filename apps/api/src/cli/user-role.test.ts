import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { killAfterEach, spawnServer, waitForListening } from '../test/server-process';

const track = killAfterEach();

const run = (env: Record<string, string>, args: string[] = [], entry?: string) => {
  // No sample data: the command needs only the account each test makes.
  return track(spawnServer({ SEED: 'off', ...env }, args, entry));
};

describe('npm run user:role', () => {
  it('refuses while the server holds DATA_DIR, and sets the role once it is stopped', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-role-'));
    const server = run({ DATA_DIR: dataDir });
    const base = await waitForListening(server);
    const signUp = await fetch(`${base}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Olive Operator',
        email: 'olive@example.com',
        password: 'quiet harbour 8',
      }),
    });
    expect(signUp.status).toBe(201);

    const refused = run({ DATA_DIR: dataDir }, ['olive@example.com', 'admin'], 'src/cli/user-role.ts');
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/stop the server/);

    server.proc.kill('SIGTERM');
    await server.exited;

    const unknown = run({ DATA_DIR: dataDir }, ['nobody@example.com', 'admin'], 'src/cli/user-role.ts');
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain('No user with the e-mail nobody@example.com');

    const done = run({ DATA_DIR: dataDir }, ['Olive@Example.com', 'admin'], 'src/cli/user-role.ts');
    expect(await done.exited).toBe(0);
    const shown = run({ DATA_DIR: dataDir }, ['olive@example.com'], 'src/cli/user-role.ts');
    expect(await shown.exited).toBe(0);
    expect(shown.output()).toContain('olive@example.com: admin, e-mail not verified.');

    const again = run({ DATA_DIR: dataDir });
    const base2 = await waitForListening(again);
    const signIn = await fetch(`${base2}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'olive@example.com', password: 'quiet harbour 8' }),
    });
    expect(((await signIn.json()) as { user: { role: string } }).user.role).toBe('admin');
    // Two server starts and three runs of the command, each opening the data folder: on a loaded
    // machine that has taken over a minute, as for user:2fa-reset.
  }, 180_000);

  it('explains its usage when the role is not one we know', async () => {
    const p = run(
      { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'restora-role-')) },
      ['a@b.co', 'owner'],
      'src/cli/user-role.ts',
    );
    expect(await p.exited).toBe(2);
    expect(p.output()).toContain('Usage: npm run user:role -- <email> [guest|admin]');
  });
});
