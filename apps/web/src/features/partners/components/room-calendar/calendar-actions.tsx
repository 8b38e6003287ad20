import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { daysBetween } from '@/lib/dates';
import { dollarsToCents, formatIsoDay } from '@/lib/format';
import { useChangeRoomCalendar, type CalendarAction } from '@/features/partners/api/change-room-calendar';
import { toApiRange, type NightRange } from '@/features/partners/lib/calendar-month';

type Props = {
  roomId: number;
  selection: NightRange | null;
  onSelect: (range: NightRange | null) => void;
};

type ActionKind = CalendarAction['kind'];

const done: Record<ActionKind, string> = {
  block: 'Blocked',
  unblock: 'Opened',
  price: 'New price set for',
  'clear-price': 'Room price restored for',
  minimum: 'Minimum stay set for',
  'clear-minimum': 'Minimum stay removed for',
};

/**
 * The chosen nights (two date inputs, filled by taps on the grid) and what to do with them: block or
 * open them, set or remove a price, set or remove a minimum stay. Each answer is announced.
 */
export function CalendarActions({ roomId, selection, onSelect }: Props) {
  const change = useChangeRoomCalendar(roomId);
  const [note, setNote] = useState('');
  const [price, setPrice] = useState('');
  const [minNights, setMinNights] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string; fields?: Record<string, string> }>();

  const setFirst = (first: string) =>
    onSelect(first ? { first, last: selection && selection.last >= first ? selection.last : first } : null);
  const setLast = (last: string) =>
    onSelect(
      last && selection ? { first: selection.first <= last ? selection.first : last, last } : selection,
    );

  const run = (kind: ActionKind) => (event?: FormEvent) => {
    event?.preventDefault();
    if (!selection) {
      setMessage({
        ok: false,
        text: 'Choose the first and last night first: tap two days or fill in the dates.',
      });
      return;
    }
    if ((kind === 'price' && !price) || (kind === 'minimum' && !minNights)) {
      setMessage({
        ok: false,
        text: kind === 'price' ? 'Enter a price in dollars.' : 'Enter a number of nights.',
      });
      return;
    }
    const range = toApiRange(selection);
    const action: CalendarAction =
      kind === 'block'
        ? { kind, ...range, note: note.trim() || undefined }
        : kind === 'price'
          ? { kind, ...range, priceCents: dollarsToCents(price) }
          : kind === 'minimum'
            ? { kind, ...range, minNights: Number(minNights) }
            : { kind, ...range };
    setMessage(undefined);
    change.mutate(action, {
      onSuccess: (result) => {
        const nights = daysBetween(result.from, result.to);
        setMessage({
          ok: true,
          text: `${done[kind]} ${nights === 1 ? '1 night' : `${nights} nights`}: ${formatIsoDay(result.from, 'monthDay')} to ${formatIsoDay(selection.last, 'monthDay')}.`,
        });
      },
      onError: (error) =>
        setMessage({
          ok: false,
          text: error.message,
          ...(error instanceof ApiError && error.fields ? { fields: error.fields } : {}),
        }),
    });
  };

  // The API names the price priceCents (docs/decisions/money-on-the-wire.md); the field takes dollars.
  const fieldError = (name: string) =>
    message?.fields?.[name] ?? (name === 'price' ? message?.fields?.priceCents : undefined);
  const pending = change.isPending;
  return (
    <div className="grid gap-5">
      <fieldset className="grid min-w-0 grid-cols-2 gap-3">
        <legend className="mb-2 text-base font-semibold">Nights</legend>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="calendar-first">First night</Label>
          <Input
            id="calendar-first"
            type="date"
            className="min-w-0"
            value={selection?.first ?? ''}
            onChange={(e) => setFirst(e.target.value)}
            aria-describedby={fieldError('from') ? 'calendar-from-error' : undefined}
          />
          {fieldError('from') ? (
            <p id="calendar-from-error" className="text-sm text-danger">
              {fieldError('from')}
            </p>
          ) : null}
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="calendar-last">Last night</Label>
          <Input
            id="calendar-last"
            type="date"
            className="min-w-0"
            value={selection?.last ?? ''}
            min={selection?.first}
            onChange={(e) => setLast(e.target.value)}
            aria-describedby={fieldError('to') ? 'calendar-to-error' : undefined}
          />
          {fieldError('to') ? (
            <p id="calendar-to-error" className="text-sm text-danger">
              {fieldError('to')}
            </p>
          ) : null}
        </div>
      </fieldset>

      <form className="grid gap-2" onSubmit={run('block')}>
        <Label htmlFor="calendar-note">Note for a block (optional)</Label>
        <Input id="calendar-note" value={note} maxLength={200} onChange={(e) => setNote(e.target.value)} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            Block
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={run('unblock')}>
            Unblock
          </Button>
        </div>
      </form>

      <form className="grid gap-2" onSubmit={run('price')}>
        <Label htmlFor="calendar-price">Price a night ($)</Label>
        <Input
          id="calendar-price"
          type="number"
          inputMode="decimal"
          min={1}
          max={10000}
          step={0.01}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          aria-invalid={fieldError('price') ? true : undefined}
          aria-describedby={fieldError('price') ? 'calendar-price-error' : undefined}
        />
        {fieldError('price') ? (
          <p id="calendar-price-error" className="text-sm text-danger">
            {fieldError('price')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            Set price
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={run('clear-price')}>
            Use room price
          </Button>
        </div>
      </form>

      <form className="grid gap-2" onSubmit={run('minimum')}>
        <Label htmlFor="calendar-min-nights">Minimum nights for stays starting on these nights</Label>
        <Input
          id="calendar-min-nights"
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          value={minNights}
          onChange={(e) => setMinNights(e.target.value)}
          aria-invalid={fieldError('minNights') ? true : undefined}
          aria-describedby={fieldError('minNights') ? 'calendar-min-error' : undefined}
        />
        {fieldError('minNights') ? (
          <p id="calendar-min-error" className="text-sm text-danger">
            {fieldError('minNights')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            Set minimum nights
          </Button>
          <Button type="button" variant="outline" disabled={pending} onClick={run('clear-minimum')}>
            Remove minimum
          </Button>
        </div>
      </form>

      <p role="status" aria-live="polite" className={message?.ok ? 'text-sm text-primary-800' : 'sr-only'}>
        {message?.ok ? message.text : ''}
      </p>
      <p role="alert" className={message && !message.ok ? 'text-sm font-medium text-danger' : 'sr-only'}>
        {message && !message.ok ? message.text : ''}
      </p>
    </div>
  );
}
