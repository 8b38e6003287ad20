import { spawn } from 'node:child_process';
import { root } from './lib';

export type MixResult = {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  totalRequests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
};

/**
 * Runs a load generator script in its own process, so the load it makes is not slowed by whatever the
 * benchmark process holds (an in-process generator measured a tenth of the real throughput).
 */
export function runMix<T = MixResult>({
  url,
  script,
  seconds,
  connections,
  args = [],
}: {
  url: string;
  script: string;
  seconds: number;
  connections: number;
  /** More arguments for the script, after url, seconds and connections. */
  args?: string[];
}) {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', script, url, String(seconds), String(connections), ...args],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${script} exited with ${code}`));
      else resolve(JSON.parse(out) as T);
    });
  });
}
