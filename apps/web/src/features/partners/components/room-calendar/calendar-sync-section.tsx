import { useState, type FormEvent } from 'react';
import type { CalendarFeed } from '@restora/shared/contracts/calendar-sync';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { formatIsoDay } from '@/lib/format';
import { conflictClaim } from '@restora/shared/domain/room-calendar';
import {
  useChangeCalendarFeeds,
  useRegenerateCalendarExport,
} from '@/features/partners/api/change-calendar-sync';
import { useCalendarExport, useCalendarFeeds } from '@/features/partners/api/get-calendar-sync';

// A room's calendar sync (docs/decisions/calendar-sync.md): the private link other channels import, and
// the other channels' calendars this room imports.

export function CalendarSyncSection({ roomId }: { roomId: number }) {
  return (
    <section aria-labelledby="calendar-sync" className="grid gap-6 border-t border-sand-200 pt-8">
      <h2 id="calendar-sync" className="text-xl font-semibold">
        Calendar sync
      </h2>
      <ExportLink roomId={roomId} />
      <ImportedCalendars roomId={roomId} />
    </section>
  );
}

function ExportLink({ roomId }: { roomId: number }) {
  const link = useCalendarExport(roomId);
  const regenerate = useRegenerateCalendarExport(roomId);
  const [copied, setCopied] = useState(false);
  const url = link.data?.url ?? '';
  return (
    <div className="grid gap-2">
      <Label htmlFor="calendar-export-url">
        Your room’s calendar address (paste it into Airbnb, Booking.com…)
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id="calendar-export-url"
          readOnly
          value={link.isPending ? 'Loading…' : url}
          className="min-w-0 flex-1"
        />
        <Button
          type="button"
          variant="outline"
          disabled={!url}
          onClick={() => {
            void navigator.clipboard?.writeText(url).then(() => setCopied(true));
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <ConfirmButton
          type="button"
          variant="outline"
          disabled={!url}
          confirm={{
            title: 'Regenerate the link?',
            description: 'The old address stops working at once: update it on every channel that imports it.',
            confirmLabel: 'Regenerate link',
            destructive: true,
            onConfirm: async () => {
              await regenerate.mutateAsync();
              setCopied(false);
            },
          }}
        >
          Regenerate link
        </ConfirmButton>
      </div>
      {link.isError ? <FormAlert message={link.error.message} /> : null}
    </div>
  );
}

function ImportedCalendars({ roomId }: { roomId: number }) {
  const feeds = useCalendarFeeds(roomId);
  return (
    <div className="grid gap-4">
      <h3 className="text-lg font-semibold">Imported calendars</h3>
      {feeds.isPending ? (
        <p className="text-sand-700">Loading…</p>
      ) : feeds.isError ? (
        <FormAlert message={feeds.error.message} />
      ) : feeds.data.items.length === 0 ? (
        <p className="text-sand-700">
          No calendar imported yet. Add the address of another channel’s calendar below.
        </p>
      ) : (
        <ul className="grid gap-3">
          {feeds.data.items.map((feed) => (
            <FeedItem key={feed.id} roomId={roomId} feed={feed} />
          ))}
        </ul>
      )}
      <AddFeedForm roomId={roomId} />
    </div>
  );
}

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'never';

function FeedItem({ roomId, feed }: { roomId: number; feed: CalendarFeed }) {
  const change = useChangeCalendarFeeds(roomId);
  return (
    <li className="grid gap-2 rounded-md border border-sand-200 p-4" aria-label={feed.name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium wrap-anywhere">{feed.name}</span>
        <span className="text-sm text-sand-700">
          {feed.nights === 1 ? '1 night blocked' : `${feed.nights} nights blocked`} · last sync{' '}
          {when(feed.lastSyncedAt)}
        </span>
      </div>
      <p className="text-sm text-sand-700 wrap-anywhere">{feed.url}</p>
      {feed.lastError ? (
        <p role="alert" className="text-sm text-danger">
          Last sync failed: {feed.lastError} The nights of the last good sync stay blocked.
        </p>
      ) : null}
      {feed.conflicts.length ? (
        <div role="alert" className="text-sm text-danger">
          <p>
            These nights are also booked on Restora; the Restora booking stands. Free them on {feed.name}:
          </p>
          <ul className="list-disc pl-5">
            {feed.conflicts.map((c) => (
              <li key={`${c.bookingId ?? `r${c.retreatId}`}-${c.from}`}>
                {formatIsoDay(c.from, 'monthDay')} to {formatIsoDay(c.to, 'monthDay')} ({conflictClaim(c)})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={change.isPending}
          onClick={() => change.mutate({ kind: 'sync', feedId: feed.id })}
        >
          {change.isPending && change.variables?.kind === 'sync' ? 'Syncing…' : 'Sync now'}
        </Button>
        <ConfirmButton
          type="button"
          variant="outline"
          disabled={change.isPending}
          confirm={{
            title: `Remove ${feed.name}?`,
            description: 'The nights it blocks become free again on Restora.',
            confirmLabel: 'Remove calendar',
            destructive: true,
            onConfirm: async () => {
              await change.mutateAsync({ kind: 'remove', feedId: feed.id });
            },
          }}
        >
          Remove
        </ConfirmButton>
      </div>
      {change.isError ? <FormAlert message={change.error.message} /> : null}
    </li>
  );
}

function AddFeedForm({ roomId }: { roomId: number }) {
  const change = useChangeCalendarFeeds(roomId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = 'Give the calendar a name, such as Airbnb';
    if (!url.trim()) fields.url = "Paste the calendar's address (it ends in .ics)";
    if (Object.keys(fields).length) {
      setError({ text: 'Please check the fields below.', fields });
      return;
    }
    setError(null);
    change.mutate(
      { kind: 'add', input: { name: name.trim(), url: url.trim() } },
      {
        onSuccess: () => {
          setName('');
          setUrl('');
        },
        onError: (e) =>
          setError({ text: e.message, fields: e instanceof ApiError && e.fields ? e.fields : {} }),
      },
    );
  };
  const fieldError = (field: string) =>
    error?.fields[field] ? (
      <p id={`feed-${field}-error`} className="text-sm text-danger">
        {error.fields[field]}
      </p>
    ) : null;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3" aria-label="Add a calendar">
      <FormAlert message={error?.text ?? null} />
      <fieldset disabled={change.isPending} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div className="grid gap-1">
          <Label htmlFor="feed-name">Name</Label>
          <Input
            id="feed-name"
            value={name}
            maxLength={60}
            placeholder="Airbnb"
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error?.fields.name ? true : undefined}
            aria-describedby={error?.fields.name ? 'feed-name-error' : undefined}
          />
          {fieldError('name')}
        </div>
        <div className="grid min-w-0 gap-1">
          <Label htmlFor="feed-url">Calendar address (.ics)</Label>
          <Input
            id="feed-url"
            type="url"
            value={url}
            placeholder="https://www.airbnb.com/calendar/ical/….ics"
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={error?.fields.url ? true : undefined}
            aria-describedby={error?.fields.url ? 'feed-url-error' : undefined}
          />
          {fieldError('url')}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Adding…' : 'Add calendar'}
        </Button>
      </div>
    </form>
  );
}
