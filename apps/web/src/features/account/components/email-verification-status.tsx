import { BadgeCheck, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSendVerificationEmail } from '../api/send-verification-email';

const badge = 'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium';

/** Whether the address is confirmed (in words, not only colour), and a new link when it is not. */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const send = useSendVerificationEmail();

  const onSend = async () => {
    try {
      const { message } = await send.mutateAsync();
      toast({ title: message });
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (verified) {
    return (
      <p>
        <span className={cn(badge, 'border-primary-200 bg-primary-50 text-primary-800')}>
          <BadgeCheck className="size-4" aria-hidden />
          Verified
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span className={cn(badge, 'border-accent-200 bg-accent-50 text-accent-700')}>
        <CircleAlert className="size-4" aria-hidden />
        Not verified
      </span>
      <Button variant="outline" size="sm" disabled={send.isPending} onClick={() => void onSend()}>
        {send.isPending ? 'Sending...' : 'Send confirmation e-mail'}
      </Button>
    </div>
  );
}
