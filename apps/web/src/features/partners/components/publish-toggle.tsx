import { useState } from 'react';
import type { PartnerPropertyDetail } from '@restora/shared/contracts/partner-listings';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSetPropertyPublished } from '../api/set-property-published';

/** Publish or unpublish the property; the server refuses publishing without a room and says why. */
export function PublishToggle({ property }: { property: PartnerPropertyDetail }) {
  const mutation = useSetPropertyPublished(property.id);
  const [error, setError] = useState<string | null>(null);
  const toggle = () => {
    setError(null);
    mutation.mutate(!property.published, { onError: (e) => setError(e.message) });
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
          onClick={toggle}
          disabled={mutation.isPending}
        >
          {mutation.isPending ? 'Saving...' : property.published ? 'Unpublish' : 'Publish'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}
