import { z } from 'zod';
import { adminPageSchema, adminTableQuery } from './admin-tables';

// Background jobs in the back office (docs/decisions/admin-moderation.md, docs/decisions/background-jobs.md):
// what ran, what waits, what failed, and a retry for a failed one.

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_QUEUE_LIMIT = 100;

export const adminJobsQuerySchema = adminTableQuery(['created'], 'created').extend({
  status: z.enum(JOB_STATUSES, { error: 'status: queued, running, done or failed' }).optional(),
  /** A queue's name, whole ('mail.send'). */
  queue: z
    .string()
    .trim()
    .max(JOB_QUEUE_LIMIT, `queue: at most ${JOB_QUEUE_LIMIT} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});

/** One job as the operator sees it: not its payload (the code of its queue reads that). */
export const adminJobSchema = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  /** When it is due while queued; the end of its runner's lease while running. */
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  /** When its last try began. */
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;
export const adminJobPageSchema = adminPageSchema(adminJobSchema);
export type AdminJobPage = z.infer<typeof adminJobPageSchema>;
