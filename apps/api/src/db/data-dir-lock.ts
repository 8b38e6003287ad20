import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number, lockFile: string) {
    super(
      `The data folder ${dataDir} is already in use by another Restora process (pid ${pid}). ` +
        `The embedded database allows only one process at a time: stop that process first ` +
        `(or, if none is running, delete ${lockFile}).`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(lockFile: string): number | undefined {
  try {
    const { pid } = JSON.parse(fs.readFileSync(lockFile, 'utf8')) as { pid?: unknown };
    return typeof pid === 'number' ? pid : undefined;
  } catch {
    return undefined;
  }
}

export type DataDirLock = { lockFile: string; release(): void };

/**
 * PGlite has no lock between processes, and two processes on one folder silently lose writes.
 * An exclusive lock file (created with O_EXCL) makes a second process refuse to start instead.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'restora.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify({ pid: process.pid, since: new Date().toISOString() }), {
        flag: 'wx',
      });
      let released = false;
      return {
        lockFile,
        release() {
          if (released) return;
          released = true;
          if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(lockFile);
      if (pid !== undefined && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid, lockFile);
      }
      // The process that wrote it is gone (a crash or SIGKILL): the lock is stale.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
