import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { databaseOptionsFromConfig, openDatabase } from '../db/client';
import { auditEvents } from '../db/schema/audit';
import { base32Decode, totp } from '../services/identity/totp';
import { killAfterEach, spawnServer, waitForListening } from '../test/server-process';

// The operator's reset of a lost authenticator app (docs/decisions/second-factors.md).

const track = killAfterEach();
const run = (env: Record<string, string>, args: string[] = [], entry?: string) =>
  track(spawnServer(env, args, entry));
const CLI = 'src/cli/user-2fa-reset.ts';
const OWNER = { email: 'mona@example.com', password: 'quiet harbour 8' };

async function post(base: string, route: string, body: unknown, cookie = '') {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('npm run user:2fa-reset', () => {
  it('refuses while the server holds DATA_DIR; then removes the app, ends the sessions and records it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-2fa-reset-'));
    const server = run({ DATA_DIR: dataDir });
    const base = await waitForListening(server);
    expect((await post(base, '/api/auth/sign-up', { name: 'Mona Lost', ...OWNER })).status).toBe(201);
    const cookie = cookieOf(await post(base, '/api/auth/sign-in', OWNER));
    const setup = await post(base, '/api/profile/second-factor/setup', { password: OWNER.password }, cookie);
    const { secret } = (await setup.json()) as { secret: string };
    const code = totp(base32Decode(secret), new Date());
    expect((await post(base, '/api/profile/second-factor/confirm', { code }, cookie)).status).toBe(200);
    expect(await (await post(base, '/api/auth/sign-in', OWNER)).json()).toEqual({
      user: null,
      secondFactorRequired: true,
      secondFactorMethods: ['totp'],
    });

    const refused = run({ DATA_DIR: dataDir }, [OWNER.email], CLI);
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/stop the server/);

    server.proc.kill('SIGTERM');
    await server.exited;
    const unknown = run({ DATA_DIR: dataDir }, ['nobody@example.com'], CLI);
    expect(await unknown.exited).toBe(1);
    expect(unknown.output()).toContain('No user with the e-mail nobody@example.com');
    const done = run({ DATA_DIR: dataDir }, ['Mona@Example.com'], CLI);
    expect(await done.exited).toBe(0);
    expect(done.output()).toContain('authenticator app and passkeys removed, and every session ended');
    const again = run({ DATA_DIR: dataDir }, [OWNER.email], CLI);
    expect(await again.exited).toBe(0);
    expect(again.output()).toContain('has no authenticator app');

    // The password alone signs in again; the old session is gone; the audit trail has the reset.
    const restarted = run({ DATA_DIR: dataDir });
    const base2 = await waitForListening(restarted);
    const session = await fetch(`${base2}/api/auth/session`, { headers: { cookie } });
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
    const signedIn = await post(base2, '/api/auth/sign-in', OWNER);
    const { user } = (await signedIn.json()) as { user: { id: string } };
    expect(user.id).toBeTruthy();
    restarted.proc.kill('SIGTERM');
    await restarted.exited;
    const audit = await auditOf(dataDir, user.id);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'user.second-factor-reset',
        actorRole: 'operator',
        actorUserId: `cli:${os.userInfo().username}`,
        after: { authenticatorApp: 'off', passkeys: 0, sessionsEnded: 1 },
      }),
    ]);
    // Two server starts and four runs of the command, each opening the data folder.
  }, 180_000);

  it('explains its usage without an e-mail', async () => {
    const p = run({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'restora-2fa-reset-')) }, [], CLI);
    expect(await p.exited).toBe(2);
    expect(p.output()).toContain('Usage: npm run user:2fa-reset -- <email>');
  });
});

/** The audit records about `userId`, read from the stopped server's data folder (never DATABASE_URL). */
async function auditOf(dataDir: string, userId: string) {
  const handle = await openDatabase(
    databaseOptionsFromConfig(loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir })),
  );
  try {
    return await handle.db
      .select({
        action: auditEvents.action,
        actorRole: auditEvents.actorRole,
        actorUserId: auditEvents.actorUserId,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .where(eq(auditEvents.objectId, userId));
  } finally {
    await handle.close();
  }
}
