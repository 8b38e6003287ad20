import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Participant } from '@restora/shared/contracts/partner-retreats';
import { REQUEST_MESSAGE_REQUIRED } from '@restora/shared/domain/booking-requests';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format';
import { useAnswerRetreatRequest } from '../api/answer-retreat-request';

/** What an answer came to, shown above the participants: it outlives the row's controls. */
export type AnswerOutcome = { tone: 'status' | 'alert'; text: string } | null;

type Props = {
  participant: Participant;
  retreatId: number;
  onOutcome: (outcome: AnswerOutcome) => void;
};

/**
 * A place requested on the retreat, answered from its row as the stays' requests are
 * (docs/decisions/request-to-book.md; bookings/booking-request-card.tsx): accept (the card is charged), or
 * decline with a message to the guest (nothing is charged, the spots are free again).
 */
export function RetreatRequestAnswer({ participant: p, retreatId, onOutcome }: Props) {
  const answer = useAnswerRetreatRequest(retreatId);
  const [declining, setDeclining] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (declining) field.current?.focus();
  }, [declining]);

  const send = async (accept: boolean) => {
    setError(undefined);
    onOutcome(null);
    // The server would refuse a decline without a message (the same words); nothing is sent for it.
    if (!accept && message.trim() === '') {
      setError(REQUEST_MESSAGE_REQUIRED);
      field.current?.focus();
      return;
    }
    try {
      await answer.mutateAsync(accept ? { id: p.bookingId, accept } : { id: p.bookingId, accept, message });
      onOutcome({
        tone: 'status',
        text: accept
          ? `Request accepted: ${p.guestName}'s place is confirmed and their card charged.`
          : `Request declined: ${p.guestName} is told, and nothing was charged.`,
      });
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) setError(e.fields?.message ?? e.message);
      // Already answered, expired, or the card could not be charged (409): the row shows how it ended.
      else onOutcome({ tone: 'alert', text: e instanceof Error ? e.message : 'Something went wrong.' });
    }
  };

  const onDecline = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <div className="mt-1 grid gap-2">
      {p.requestExpiresAt ? (
        <span className="block text-sand-700">Answer by {formatLocalDateTime(p.requestExpiresAt)}</span>
      ) : null}
      {p.conversationId ? (
        <Link to={paths.partnerMessage.to(p.conversationId)} className="text-primary-700 underline">
          Read the message
        </Link>
      ) : null}
      {declining ? (
        <form noValidate onSubmit={onDecline} aria-label={`Decline ${p.guestName}'s request`}>
          <fieldset disabled={answer.isPending} className="grid gap-2">
            <Label htmlFor={id}>Message to the guest</Label>
            <Textarea
              ref={field}
              id={id}
              value={message}
              maxLength={5000}
              rows={3}
              onChange={(e) => setMessage(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} message={error} />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" variant="outline">
                {answer.isPending ? 'Declining...' : 'Send and decline'}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDeclining(false)}>
                Keep the request
              </Button>
            </div>
          </fieldset>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => void send(true)}>
            {answer.isPending ? 'Accepting...' : 'Accept request'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => {
              onOutcome(null);
              setDeclining(true);
            }}
          >
            Decline request
          </Button>
        </div>
      )}
    </div>
  );
}
