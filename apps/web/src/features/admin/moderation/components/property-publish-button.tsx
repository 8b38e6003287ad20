import { useState } from 'react';
import type { AdminProperty } from '@restora/shared/contracts/admin-moderation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useSetPropertyPublished } from '../api/set-property-published';

/**
 * The operator's switch for one property (docs/decisions/admin-moderation.md). Unpublishing takes it out
 * of search and e-mails every member of its organisation, so it asks first; publishing again tells nobody
 * and is undone with one click, so it does not (docs/decisions/admin-back-office.md). One button for
 * both, so focus stays on it when the state turns.
 */
export function PropertyPublishButton({ property }: { property: AdminProperty }) {
  const mutation = useSetPropertyPublished();
  const [asking, setAsking] = useState(false);
  const publish = () =>
    mutation.mutate(
      { id: property.id, published: true },
      {
        onSuccess: () => toast({ title: 'Published', description: `${property.name} is back in search.` }),
        onError: (error) => toast({ title: 'That did not work', description: error.message }),
      },
    );
  const verb = property.published ? 'Unpublish' : 'Publish';
  return (
    <>
      <Button
        size="sm"
        variant={property.published ? 'outline' : 'primary'}
        disabled={mutation.isPending}
        aria-label={`${verb} ${property.name}`}
        aria-haspopup={property.published ? 'dialog' : undefined}
        onClick={() => (property.published ? setAsking(true) : publish())}
      >
        {mutation.isPending && !asking ? 'Saving…' : verb}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Unpublish ${property.name}?`}
        description="It leaves search and its pages at once; bookings already made stand. Every member of its partner organisation is e-mailed that Restora unpublished it."
        confirmLabel="Unpublish and notify the partner"
        pendingLabel="Unpublishing…"
        destructive
        onConfirm={async () => {
          await mutation.mutateAsync({ id: property.id, published: false });
          toast({ title: 'Unpublished', description: `${property.name} is out of search and its pages.` });
        }}
      />
    </>
  );
}
