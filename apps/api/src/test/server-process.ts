import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ServerProcess = {
  proc: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * Runs src/server.ts (or another entry point) as its own process, the way `npm start` runs the build. A
 * built entry (dist/*.js) runs on plain node, exactly as `npm start` runs it.
 */
export function spawnServer(
  env: Record<string, string>,
  args: string[] = [],
  entry = 'src/server.ts',
  nodeArgs: string[] = [],
): ServerProcess {
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(process.execPath, [...nodeArgs, ...loader, entry, ...args], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  return { proc, output: () => output, exited };
}

/** Resolves with the base URL once the server logs that it listens; rejects if it exits first. */
export function waitForListening(server: ServerProcess, timeoutMs = 60_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${server.output()}`)), timeoutMs);
    const check = () => {
      const match = /"port":(\d+)[^\n]*Restora is running/.exec(server.output());
      if (match) {
        clearTimeout(timer);
        server.proc.stdout?.off('data', check);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    server.proc.stdout?.on('data', check);
    void server.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code ?? server.proc.signalCode}:\n${server.output()}`));
    });
    check();
  });
}

/** Keeps the processes a test file starts, and kills any still running after each test. */
export function killAfterEach() {
  const running: ServerProcess[] = [];
  afterEach(async () => {
    for (const s of running.splice(0)) {
      if (s.proc.exitCode === null) {
        s.proc.kill('SIGKILL');
        await s.exited;
      }
    }
  });
  return <T extends ServerProcess>(p: T): T => {
    running.push(p);
    return p;
  };
}
