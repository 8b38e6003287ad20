import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

// A PostgreSQL primary and a streaming hot standby of it, made for one test file in a temporary folder on
// free ports (docs/decisions/read-replica.md). PostgreSQL refuses to run as root: as root, every server
// command runs as the `postgres` user.

const TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

/** The folder of PostgreSQL's server programs (PG_BIN, or the newest under /usr/lib/postgresql), if any. */
export function findServerBinaries(): string | undefined {
  const complete = (dir: string) => TOOLS.every((t) => fs.existsSync(path.join(dir, t)));
  if (process.env.PG_BIN) return complete(process.env.PG_BIN) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.map((v) => path.join(root, v, 'bin')).find(complete);
}

const isRoot = () => process.getuid?.() === 0;

/** Why the servers cannot be made here, or undefined when they can. */
export function replicaUnavailableReason(): string | undefined {
  if (!findServerBinaries())
    return `PostgreSQL's server programs (${TOOLS.join(', ')}) were not found (set PG_BIN)`;
  if (isRoot() && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root without a postgres user to run the servers as';
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ReplicaCluster = {
  primaryUrl: (database?: string) => string;
  replicaUrl: (database?: string) => string;
  /** Runs SQL on the standby's `postgres` database (replay control, checks). */
  onReplica<T extends pg.QueryResultRow>(sql: string, database?: string): Promise<T[]>;
  /** Waits until the standby has replayed everything the primary has written so far. */
  caughtUp(database?: string): Promise<void>;
  stopReplica(): void;
  /** Starts the standby again (nothing to do when it runs). */
  startReplica(): void;
  /** Stops both servers and removes the folder; safe to call twice or after a failed start. */
  destroy(): void;
};

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = findServerBinaries()!;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'restora-replica-'));
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const asServerUser = (tool: string, args: string[]) => {
    const [cmd, argv] = isRoot()
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
    execFileSync(cmd, argv, { stdio: 'pipe', cwd: root });
  };
  const pgCtl = (dir: string, action: string, ...more: string[]) =>
    asServerUser('pg_ctl', ['-D', dir, '-l', `${dir}.log`, '-w', '-t', '60', action, ...more]);
  const running = new Set<string>();
  const start = (dir: string) => {
    if (running.has(dir)) return;
    pgCtl(dir, 'start');
    running.add(dir);
  };
  const stop = (dir: string) => {
    if (running.delete(dir)) pgCtl(dir, 'stop', '-m', 'fast');
  };
  const destroy = () => {
    for (const dir of [...running]) {
      try {
        stop(dir);
      } catch {
        // Already gone: the folder goes below either way.
      }
    }
    fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    if (isRoot()) execFileSync('chown', ['postgres', root]);
    asServerUser('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    const settings = [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${root}'`,
      'wal_level = replica',
      'max_wal_senders = 4',
      'hot_standby = on',
      'fsync = off',
      'max_connections = 120',
    ];
    fs.appendFileSync(
      path.join(primaryDir, 'postgresql.conf'),
      `${settings.join('\n')}\nport = ${primaryPort}\n`,
    );
    fs.appendFileSync(path.join(primaryDir, 'pg_hba.conf'), 'host replication postgres 127.0.0.1/32 trust\n');
    start(primaryDir);
    // -R writes standby.signal and primary_conninfo: the copy starts as a streaming standby.
    asServerUser(
      'pg_basebackup',
      ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'].concat([
        '-D',
        replicaDir,
        '-R',
        '-X',
        'stream',
        '--no-sync',
      ]),
    );
    fs.appendFileSync(path.join(replicaDir, 'postgresql.conf'), `port = ${replicaPort}\n`);
    start(replicaDir);
  } catch (error) {
    destroy();
    throw error;
  }

  const url =
    (port: number) =>
    (database = 'postgres') =>
      `postgresql://postgres@127.0.0.1:${port}/${database}`;
  const primaryUrl = url(primaryPort);
  const replicaUrl = url(replicaPort);
  const run = async <T extends pg.QueryResultRow>(connectionString: string, sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query<T>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const onReplica = <T extends pg.QueryResultRow>(sql: string, database?: string) =>
    run<T>(replicaUrl(database), sql);
  return {
    primaryUrl,
    replicaUrl,
    onReplica,
    async caughtUp(database) {
      const [{ lsn }] = (await run<{ lsn: string }>(
        primaryUrl(database),
        'select pg_current_wal_flush_lsn() as lsn',
      )) as [{ lsn: string }];
      const replayed = async () =>
        (
          await onReplica<{ ok: boolean }>(
            `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as ok`,
            database,
          )
        )[0]?.ok;
      const deadline = Date.now() + 20_000;
      while (!(await replayed())) {
        if (Date.now() > deadline) throw new Error(`the standby did not replay up to ${lsn}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stopReplica: () => stop(replicaDir),
    startReplica: () => start(replicaDir),
    destroy,
  };
}
