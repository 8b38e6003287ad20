import { useState } from 'react';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cn } from '@/lib/cn';
import { useSetPropertyPublished } from '../api/set-property-published';

/**
 * Publish or unpublish the property; the server refuses publishing without a room and says why.
 * Unpublishing takes the rooms out of search at once, so it asks first; publishing does not
 * (docs/decisions/admin-back-office.md). One button for both, so focus stays on it when the state turns.
 */
export function PublishToggle({ property }: { property: PartnerPropertyDetail }) {
  const mutation = useSetPropertyPublished(property.id);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const publish = () => {
    setError(null);
    mutation.mutate(true, { onError: (e) => setError(e.message) });
  };
  return (
    <section
      aria-labelledby="publish-heading"
      className="grid gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="publish-heading" className="text-lg font-semibold">
          On Restora
        </h2>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            property.published ? 'bg-primary-50 text-primary-800' : 'bg-sand-100 text-sand-700',
          )}
        >
          {property.published ? 'Published' : 'Not published'}
        </span>
      </div>
      <p className="text-sm text-sand-700">
        {property.published
          ? 'Travellers find its rooms in search and can book them. Unpublishing hides them at once; bookings already made stand.'
          : 'Travellers cannot see it yet. Publish it once it has at least one room.'}
      </p>
      <div>
        <Button
          type="button"
          variant={property.published ? 'outline' : 'primary'}
          aria-haspopup={property.published ? 'dialog' : undefined}
          onClick={() => (property.published ? setAsking(true) : publish())}
          disabled={mutation.isPending}
        >
          {mutation.isPending && !asking ? 'Saving...' : property.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Unpublish ${property.name}?`}
        description="Its rooms leave search and their pages at once, and nobody can book them until you publish it again. Bookings already made stand."
        confirmLabel="Unpublish and hide its rooms"
        pendingLabel="Unpublishing…"
        cancelLabel="Keep it published"
        onConfirm={async () => {
          setError(null);
          await mutation.mutateAsync(false);
        }}
      />
    </section>
  );
}
