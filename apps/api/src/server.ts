import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth/auth';
import { resolveAuthSecret } from './auth/auth-secret';
import { loadConfig, type Config } from './config';
import { listenForChanges } from './db/change-notices';
import { databaseOptionsFromConfig, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { seedDatabase } from './db/seed/seed';
import { createLogger, type Logger } from './logger';
import { createDomainEvents } from './services/events/domain-events';
import { createPostgresLive } from './services/live/postgres-live';
import { createInProcessLive } from './services/live/live-updates';
import { settleAfterAnswer } from './services/jobs/after-answer';
import { createJobRunner } from './services/jobs/job-runner';
import { diskFileStore } from './adapters/file-store';
import { backgroundJobs } from './workers/background-jobs';
import { createSimulatedProvider } from './adapters/simulated-provider';
import { keepIdleConnections } from './http/idle-connections';
import { loadPageRenderer } from './http/server-render';
import { registerAllPaymentKinds } from './payment-kinds';

const SHUTDOWN_GRACE_MS = 10_000;

function defaultWebDist(): string | undefined {
  // apps/api/dist/server.js and apps/api/src/server.ts both sit two levels below apps/.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const dist = path.resolve(here, '../../web/dist');
  return fs.existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}

/**
 * WEB_CONCURRENCY=N (N > 1): this process prepares the database once (migrations, seed), then runs N
 * API processes that share the port, starts a new one when one dies, and passes a stop signal on to all
 * (docs/decisions/many-processes.md). The embedded database belongs to one process, so it needs PostgreSQL.
 */
async function runProcesses(config: Config, logger: Logger) {
  if (!config.databaseUrl) {
    console.error(
      `\nWEB_CONCURRENCY=${config.processes} needs DATABASE_URL: the embedded database serves one process.\n` +
        'Point DATABASE_URL at PostgreSQL, or leave WEB_CONCURRENCY unset.\n',
    );
    process.exit(1);
  }
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    sessionUrl: config.databaseSessionUrl,
  });
  try {
    await runMigrations(handle);
    if (config.seed) await seedDatabase(handle.db, logger);
  } finally {
    await handle.close();
  }
  // The workers read the secret this process settles (generated once into DATA_DIR when unset).
  const authSecret = resolveAuthSecret(config);
  let stopping = false;
  let exitCode = 0;
  const served = new Set<number>();
  const fork = () => cluster.fork({ RESTORA_WORKER: '1', AUTH_SECRET: authSecret });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping the API processes');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  cluster.on('listening', (worker) => served.add(worker.id));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping && !served.has(worker.id)) {
      // It died before it served: another would too (bad settings, database gone). Stop everything.
      logger.error({ pid: worker.process.pid, code, signal }, 'an API process failed to start');
      exitCode = 1;
      stop('SIGTERM');
    } else if (!stopping) {
      logger.error({ pid: worker.process.pid, code, signal }, 'an API process died: starting another');
      fork();
    }
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });
  for (let i = 0; i < config.processes; i++) fork();
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.processes > 1 && cluster.isPrimary) return runProcesses(config, logger);
  // A process of several: the first one has prepared the database.
  const prepared = cluster.isWorker && process.env.RESTORA_WORKER === '1';

  let handle;
  try {
    const options = databaseOptionsFromConfig(config, logger);
    // The embedded database answers from a thread of its own (docs/decisions/embedded-database-thread.md).
    handle = await openDatabase('dataDir' in options ? { ...options, thread: true } : options);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  logger.info(
    { database: handle.kind, dataDir: handle.kind === 'pglite' ? config.dataDir : undefined },
    'database open',
  );
  if (handle.replica) logger.info('catalogue reads go to DATABASE_READ_URL');
  else if (config.databaseReadUrl) logger.warn('DATABASE_READ_URL is ignored without DATABASE_URL');

  if (!prepared) {
    await runMigrations(handle);
    if (config.seed) await seedDatabase(handle.db, logger);
  }
  // Other processes on the same PostgreSQL tell this one when cached data changes.
  const changes = handle.connectionString
    ? listenForChanges(handle.connectionString, handle.db, logger, handle.replica)
    : undefined;
  // Live updates of conversations reach this process's open pages from every process (conversations.md).
  const live = handle.connectionString
    ? createPostgresLive({
        logger,
        connectionString: handle.connectionString,
        notify: (channel, payload) => handle.query('select pg_notify($1, $2)', [channel, payload]),
      })
    : createInProcessLive();

  const webDist = config.webDist ?? defaultWebDist();
  if (!webDist) logger.warn('apps/web/dist not found: serving the API only (run npm run build)');
  const publicUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const auth = createAuth({
    db: handle.db,
    secret: resolveAuthSecret(config),
    baseURL: publicUrl,
    session: config.session,
  });
  const events = createDomainEvents({ logger });
  // Before the runner starts: its sweep of stale holds asks the payment kinds (createApp registers them too).
  registerAllPaymentKinds();
  const payments = createSimulatedProvider({ delayMs: config.paymentDelayMs, ...config.paymentSimulation });
  // Background work: mail, sweeps, the retreat schedule (docs/decisions/background-jobs.md).
  const files = diskFileStore(config.uploadsDir);
  const jobs = createJobRunner({
    db: handle.db,
    logger,
    definitions: backgroundJobs({
      config,
      db: handle.db,
      logger,
      publicUrl,
      events,
      provider: payments,
      files,
    }),
  }).start(config.jobs.pollMs);
  const app = createApp({
    db: handle.db,
    readDb: handle.readDb,
    logger,
    auth,
    settings: {
      trustProxy: config.trustProxy,
      rateLimits: config.rateLimits,
      publicUrl: publicUrl.replace(/\/+$/, ''),
      clockControl: config.clockControl,
      calendarFetch: { allowHosts: config.calendarSync.allowHosts },
    },
    payments,
    events,
    wakeJobs: jobs.wake,
    live,
    files,
    publicUrl: config.publicUrl,
    webDist,
    renderPage: webDist ? await loadPageRenderer(webDist) : undefined,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ port: info.port }, `Restora is running at http://localhost:${info.port}`);
  });
  // An HTTP/1.1 server (the only kind we start); HTTP/2 servers have no keep-alive of this kind.
  if ('keepAliveTimeout' in server) keepIdleConnections(server);

  let stopping = false;
  /** Stops serving, finishes the requests in flight, closes the database, exits with `exitCode`. */
  const shutdown = (signal: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('connections still open after the grace period: closing them');
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      try {
        // The mail of the last answers (docs/decisions/account-recovery.md) is written before the database closes.
        await settleAfterAnswer();
        await jobs.stop();
        await changes?.close();
        await live.close();
        await handle.close();
        logger.info('database closed');
        process.exit(exitCode);
      } catch (error) {
        logger.error({ err: error }, 'database close failed');
        process.exit(1);
      }
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Open event streams would hold server.close() for the whole grace period: they end now, and the
    // pages' EventSource reconnects to another process.
    void live.close();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Without its database thread the server could only answer errors: it exits instead, so that whatever
  // supervises it starts it again (docs/decisions/embedded-database-thread.md).
  handle.onStopped?.((error) => {
    logger.error({ err: error }, 'the database thread stopped: exiting');
    shutdown('database thread stopped', 1);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
