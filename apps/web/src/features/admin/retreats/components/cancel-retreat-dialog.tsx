import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { useCancelRetreat } from '../api/cancel-retreat';

/**
 * Cancels a whole retreat after a reason and a confirmation (docs/decisions/retreats-back-office.md): every
 * confirmed place is then cancelled and refunded in full, and its guest mailed, by the job runner.
 */
export function CancelRetreatDialog({ id, title, places }: { id: number; title: string; places: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const cancel = useCancelRetreat(id);
  const fieldId = useId();
  const busy = cancel.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Enter a reason');
      return;
    }
    setError(null);
    try {
      const done = await cancel.mutateAsync(reason.trim());
      setOpen(false);
      setReason('');
      toast({
        title: `Cancelled ${title}`,
        description: `${done.placesQueued} ${done.placesQueued === 1 ? 'place is' : 'places are'} being refunded in full.`,
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The retreat could not be cancelled.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Cancel retreat
        </Button>
      </DialogTrigger>
      <DialogContent hideClose={busy}>
        <DialogHeader>
          <DialogTitle>Cancel {title}?</DialogTitle>
          <DialogDescription>
            Its {places} confirmed {places === 1 ? 'place is' : 'places are'} cancelled and refunded
            everything they paid, and each guest is e-mailed your reason. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-5">
          <fieldset disabled={busy} className="grid gap-5">
            <FormField id={fieldId} label="Reason" error={error ?? undefined} hint="Told to every guest.">
              {(aria) => (
                <Textarea
                  rows={3}
                  maxLength={1000}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  {...aria}
                />
              )}
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Keep the retreat
                </Button>
              </DialogClose>
              <Button type="submit" variant="accent">
                {busy ? 'Cancelling...' : 'Cancel retreat and refund all'}
              </Button>
            </DialogFooter>
          </fieldset>
        </form>
      </DialogContent>
    </Dialog>
  );
}
