import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PartnerBookingRequest } from '@restora/shared/contracts/booking-requests';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatIsoDay, formatMoney } from '@/lib/format';
import { useAnswerBookingRequest } from '../../api/answer-booking-request';

/**
 * One request to book with its answers (docs/decisions/request-to-book.md): accept (the card is charged),
 * or decline with a message to the guest (nothing is charged, the nights are free again).
 */
export function BookingRequestCard({ request }: { request: PartnerBookingRequest }) {
  const answer = useAnswerBookingRequest();
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();

  const send = async (accept: boolean) => {
    setError(undefined);
    try {
      await answer.mutateAsync(accept ? { id: request.id, accept } : { id: request.id, accept, message });
      toast({
        title: accept ? 'Request accepted' : 'Request declined',
        description: accept
          ? 'The booking is confirmed and the guest is told.'
          : 'The guest is told; nothing was charged.',
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(e.fields?.message ?? e.message);
      else
        toast({
          title: 'Error',
          description: e instanceof Error ? e.message : 'Failed.',
          variant: 'destructive',
        });
    }
  };

  return (
    <li className="grid gap-3 rounded-[var(--radius-card)] border border-amber-200 bg-white p-4 shadow-soft">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {request.guestName} · {request.roomTitle}, {request.propertyName}
        </p>
        <p className="font-semibold tabular-nums">{formatMoney(request.totalCents)}</p>
      </div>
      <p className="text-sm text-sand-700">
        {formatIsoDay(request.checkIn)} to {formatIsoDay(request.checkOut)}
        {request.requestExpiresAt
          ? ` · answer by ${new Date(request.requestExpiresAt).toLocaleString('en-US')}`
          : ''}
      </p>
      {request.conversationId ? (
        <Link
          to={paths.partnerMessage.to(request.conversationId)}
          className="text-sm text-primary-700 underline"
        >
          Read the guest&apos;s message
        </Link>
      ) : null}
      <fieldset disabled={answer.isPending} className="grid gap-3">
        {declining ? (
          <div className="grid gap-2">
            <Label htmlFor={id}>Message to the guest</Label>
            <Textarea
              id={id}
              value={message}
              maxLength={5000}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error} />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          {declining ? (
            <>
              <Button size="sm" variant="outline" onClick={() => void send(false)}>
                Send and decline
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
                Keep the request
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" onClick={() => void send(true)}>
                Accept request
              </Button>
              <Button size="sm" variant="outline" onClick={() => setDeclining(true)}>
                Decline request
              </Button>
            </>
          )}
        </div>
      </fieldset>
    </li>
  );
}
