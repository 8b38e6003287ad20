import { useId, useState } from 'react';
import type { PartnerRetreat } from '@restora/shared/contracts/partner-retreats';
import { formatUsd } from '@restora/shared/domain/format';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { FieldError } from '@/components/ui/field-error';
import { FormAlert } from '@/components/ui/form-alert';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCancelRetreat } from '../api/retreat-cancel';
import { useSetRetreatStatus } from '../api/retreat-status';
import { RetreatStatusBadge } from './retreat-status-badge';

const NEEDS_REASON = 'Enter a reason';

/**
 * Where the retreat stands and what the partner may do with it: publish a draft, take it back to draft
 * while nobody booked, cancel it (everyone refunded in full and mailed; docs/decisions/retreats-partner-console.md).
 */
export function RetreatActions({ retreat: r }: { retreat: PartnerRetreat }) {
  const id = useId();
  const status = useSetRetreatStatus(r.id);
  const cancel = useCancelRetreat(r.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const spots = r.options.reduce((n, o) => n + o.spots, 0);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid gap-4 rounded-[var(--radius-card)] border border-sand-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Status
        </h2>
        <RetreatStatusBadge status={r.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-sand-600">Booked</dt>
        <dd>
          {r.bookedPeople} of {spots} spots
        </dd>
        <dt className="text-sand-600">Waitlist</dt>
        <dd>{r.waitlistPeople}</dd>
        <dt className="text-sand-600">Paid so far</dt>
        <dd>{formatUsd(r.paidCents)}</dd>
      </dl>
      <FormAlert message={status.error?.message ?? null} />
      {r.status === 'cancelled' ? (
        <p className="text-sm text-sand-700">This retreat is cancelled; its guests are refunded in full.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {r.status === 'draft' ? (
            <Button disabled={status.isPending} onClick={() => status.mutate('published')}>
              {status.isPending ? 'Publishing…' : 'Publish'}
            </Button>
          ) : (
            <Button variant="outline" disabled={status.isPending} onClick={() => status.mutate('draft')}>
              {status.isPending ? 'Saving…' : 'Unpublish'}
            </Button>
          )}
          <ConfirmButton
            variant="outline"
            disabled={cancel.isPending}
            confirm={{
              title: 'Cancel this retreat?',
              description:
                'It leaves Restora and its rooms are freed. Everyone who booked is refunded in full and told by e-mail, with your reason. This cannot be undone.',
              confirmLabel: 'Cancel retreat and refund everyone',
              pendingLabel: 'Cancelling…',
              cancelLabel: 'Keep the retreat',
              destructive: true,
              onConfirm: async () => {
                if (reason.trim() === '') {
                  setReasonError(NEEDS_REASON);
                  return false;
                }
                setReasonError(undefined);
                await cancel.mutateAsync(reason.trim());
              },
              children: (
                <div className="grid gap-1.5">
                  <Label htmlFor={`${id}-reason`}>Reason, sent to the guests</Label>
                  <Textarea
                    id={`${id}-reason`}
                    rows={3}
                    value={reason}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? `${id}-reason-error` : undefined}
                    onChange={(e) => setReason(e.target.value)}
                  />
                  <FieldError id={`${id}-reason-error`} message={reasonError} />
                </div>
              ),
            }}
          >
            Cancel retreat
          </ConfirmButton>
        </div>
      )}
    </section>
  );
}
