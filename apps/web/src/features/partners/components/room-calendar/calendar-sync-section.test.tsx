import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalendarFeed } from '@restora/shared/contracts/calendar-sync';
import { CalendarSyncSection } from './calendar-sync-section';

// The calendar sync section (docs/decisions/calendar-sync.md): the export link, the imported calendars
// with their state, and the form that adds one.

const feed: CalendarFeed = {
  id: 3,
  name: 'Airbnb',
  url: 'https://www.airbnb.com/calendar/ical/1.ics',
  lastSyncedAt: '2030-11-15T10:00:00.000Z',
  lastSuccessAt: '2030-11-15T10:00:00.000Z',
  lastError: 'No answer within 10 s.',
  nights: 5,
  conflicts: [
    {
      from: '2030-12-03',
      to: '2030-12-05',
      bookingId: 41,
      retreatId: null,
      retreatTitle: null,
      summary: 'Reserved',
    },
    {
      from: '2030-12-20',
      to: '2030-12-24',
      bookingId: null,
      retreatId: 5,
      retreatTitle: 'Winter silence',
      summary: 'Not available',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(answer: (method: string, url: string) => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(`http://x${input}`, init);
      const text = await request.text();
      calls.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : undefined });
      return answer(request.method, request.url);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const renderSection = () =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <CalendarSyncSection roomId={5} />
    </QueryClientProvider>,
  );

describe('CalendarSyncSection', () => {
  it('shows the export link, and each calendar with its nights, error and conflicts', async () => {
    stubApi((_, url) =>
      url.endsWith('/calendar-export')
        ? json(200, { url: 'https://restora.example/calendar/rooms/abc.ics' })
        : json(200, { items: [feed] }),
    );
    renderSection();
    expect(await screen.findByDisplayValue('https://restora.example/calendar/rooms/abc.ics')).toBeTruthy();
    const item = await screen.findByRole('listitem', { name: 'Airbnb' });
    expect(within(item).getByText(/5 nights blocked/)).toBeTruthy();
    expect(within(item).getByText(/No answer within 10 s\./)).toBeTruthy();
    expect(within(item).getByText(/booking #41/)).toBeTruthy();
    expect(within(item).getByText(/the retreat "Winter silence"/)).toBeTruthy();
  });

  it('names empty fields without sending, and shows the server’s field errors', async () => {
    const calls = stubApi((method, url) =>
      method === 'POST'
        ? json(400, {
            error: {
              code: 'validation_failed',
              message: 'Check the fields.',
              fields: { url: 'Enter an address starting with https://' },
            },
          })
        : url.endsWith('/calendar-export')
          ? json(200, { url: 'https://restora.example/calendar/rooms/abc.ics' })
          : json(200, { items: [] }),
    );
    renderSection();
    const form = await screen.findByRole('form', { name: 'Add a calendar' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(within(form).getByText('Give the calendar a name, such as Airbnb')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('Name'), 'Vrbo');
    await userEvent.type(within(form).getByLabelText('Calendar address (.ics)'), 'ftp://x');
    await userEvent.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await within(form).findByText('Enter an address starting with https://')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ name: 'Vrbo', url: 'ftp://x' });
  });
});
