import { randomUUID } from 'node:crypto';
import { jobs } from '../db/schema/jobs';
import type { TestApp } from './test-app';

/**
 * For the authorization matrix (matrix-rows-admin-jobs.ts): a failed job on a queue of its own (no runner
 * claims it), so the admin's list, filtered to that queue, holds no one else's secrets.
 */
export async function adminJobsFixtures(t: TestApp) {
  const queue = `matrix.kit-${randomUUID()}`;
  const [job] = await t.db
    .insert(jobs)
    .values({ queue, status: 'failed', attempts: 3, lastError: 'refused', finishedAt: new Date() })
    .returning({ id: jobs.id });
  return { queue, failedJobId: job!.id };
}
