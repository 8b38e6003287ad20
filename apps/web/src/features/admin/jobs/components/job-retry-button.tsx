import type { AdminJob } from '@restora/shared/contracts/admin-jobs';
import { Button } from '@/components/ui/button';
import { useRetryJob } from '../api/retry-job';
import { queueLabel } from '../queue-labels';

/** Runs a failed job again: it goes back to queued and a runner claims it. */
export function JobRetryButton({ job }: { job: AdminJob }) {
  const retry = useRetryJob();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={`Retry job ${job.id}: ${queueLabel(job.queue)}`}
      onClick={() => retry.mutate(job.id)}
    >
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
