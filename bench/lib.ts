import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; proc: ChildProcess; stop: () => Promise<void> };

/** Starts the built server (as npm start runs it) and waits for /api/health. */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const log = fs.openSync(path.join(root, 'bench/results/server.log'), 'a');
  // BENCH_SERVER_NODE_ARGS: flags for the server's node only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  proc.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('server exited during start; see bench/results/server.log');
    if (Date.now() > deadline) throw new Error('server did not start in time');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    proc,
    stop: async () => {
      if (exited) return;
      const done = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await done;
    },
  };
}

/** The resident memory of a running process in MB (Linux), or null where /proc is not there. */
export function rssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/** Sequential requests, timed one by one: the latency a single visitor sees on an idle server. */
export async function timeSequential(
  urls: () => string,
  {
    warmup = 20,
    runs = 200,
    headers = {},
  }: { warmup?: number; runs?: number; headers?: Record<string, string> } = {},
) {
  for (let i = 0; i < warmup; i++) await (await fetch(urls(), { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fetch(urls(), { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} from ${res.url}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
  };
}

export function markdownTable(headers: string[], rows: (string | number)[][]) {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
