import { useState } from 'react';
import type { AdminTestimonial } from '@restora/shared/contracts/admin-content';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useUpdateTestimonial } from '../api/update-testimonial';

/**
 * Shows or hides a testimonial on the home page. Hiding takes a guest's words off the site, so it asks
 * first; showing does not (docs/decisions/admin-back-office.md). One button for both, so focus stays on
 * it when the state turns.
 */
export function TestimonialShowHide({ testimonial: t }: { testimonial: AdminTestimonial }) {
  const update = useUpdateTestimonial();
  const [asking, setAsking] = useState(false);
  const who = t.name ?? 'Anonymous';
  const write = async (published: boolean) => {
    const { id: _id, updatedAt: _u, ...input } = t;
    await update.mutateAsync({ id: t.id, input: { ...input, published } });
    toast({ title: published ? 'Testimonial shown' : 'Testimonial hidden' });
  };
  const show = async () => {
    try {
      await write(true);
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        disabled={update.isPending}
        aria-haspopup={t.published ? 'dialog' : undefined}
        onClick={() => (t.published ? setAsking(true) : void show())}
      >
        {t.published ? 'Hide' : 'Show'}
        <span className="sr-only"> the testimonial of {who}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Hide the testimonial of ${who}?`}
        description="It leaves the home page at once. It stays here, to show again."
        confirmLabel="Hide from the home page"
        pendingLabel="Hiding…"
        onConfirm={() => write(false)}
      />
    </>
  );
}
