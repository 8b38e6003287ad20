import type { Logger } from '../../logger';

// Work a request starts but does not wait for, so that the time its answer takes does not depend on it:
// the mail of sign-up, forgot-password and change of address (docs/decisions/account-recovery.md, "No
// account enumeration"). It begins once the answer has been handed to the connection.

const running = new Set<Promise<void>>();

/**
 * Runs `work` after the current request's answer. A failure is logged (the person has had their answer);
 * nothing retries it, so `work` should be what the person can simply ask for again.
 */
export function afterAnswer(logger: Logger, what: string, work: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => logger.error({ err, work: what }, 'work after the answer failed'))
    .finally(() => running.delete(run));
  running.add(run);
}

/** Resolves when all work started so far, and any it started in turn, has ended: for tests and shutdown. */
export async function settleAfterAnswer(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}
