/** The rows of background jobs in the back office (docs/decisions/admin-moderation.md). */
import { ADMIN, row, type Row } from './matrix-rows';

export function adminJobsRows(): Row[] {
  return [
    // Filtered to the kit's queue: the whole list holds the jobs of A's mail.
    row('GET /api/admin/jobs', ADMIN, (f) => ({
      path: `/api/admin/jobs?queue=${encodeURIComponent(f.adminJobs.queue)}`,
    })),
    row('POST /api/admin/jobs/{id}/retry', ADMIN, (f) => ({
      path: `/api/admin/jobs/${f.adminJobs.failedJobId}/retry`,
    })),
  ];
}
