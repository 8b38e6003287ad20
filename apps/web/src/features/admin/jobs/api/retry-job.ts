import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '@restora/shared/contracts/admin-jobs';
import { toast } from '@/components/ui/toast-store';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from '@/features/admin/api/query-keys';
import { queueLabel } from '../queue-labels';

export function retryJob(id: number): Promise<AdminJob> {
  return unwrap(api.POST('/api/admin/jobs/{id}/retry', { params: { path: { id } } }));
}

/**
 * A failed job back to queued; the jobs list refreshes, and the outbox's (a message's job puts its message
 * back too). The toasts are the mutation's own: under the Failed filter the row, and its button, leave the
 * list once it refreshes.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: (job) => {
      toast({ title: 'Queued again', description: `${queueLabel(job.queue)}, job ${job.id}.` });
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs.all() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages.all() });
    },
    onError: (error) => toast({ title: 'That did not work', description: error.message }),
  });
}
