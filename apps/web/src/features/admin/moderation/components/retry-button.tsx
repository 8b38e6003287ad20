import type { AdminMessage } from '@restora/shared/contracts/admin-moderation';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useRetryMessage } from '../api/retry-message';

/** Sends a failed message again: it goes back to pending and the sender picks it up. */
export function RetryButton({ message }: { message: AdminMessage }) {
  const retry = useRetryMessage();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={retry.isPending}
      aria-label={`Retry message ${message.id} to ${message.recipient}`}
      onClick={() =>
        retry.mutate(message.id, {
          onSuccess: () => toast({ title: 'Queued again', description: `To ${message.recipient}.` }),
          onError: (error) => toast({ title: 'That did not work', description: error.message }),
        })
      }
    >
      {retry.isPending ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
