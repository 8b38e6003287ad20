import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarDay, RoomCalendar } from '@restora/shared/contracts/room-calendar';
import { describeNight } from './month-grid';
import { RoomCalendarView } from './room-calendar-view';

const day = (n: number, extra: Partial<CalendarDay> = {}): CalendarDay => ({
  date: `2030-12-${String(n).padStart(2, '0')}`,
  state: 'free',
  priceCents: 12_000,
  overridden: false,
  guestName: null,
  note: null,
  minNights: null,
  past: false,
  ...extra,
});

const calendar: RoomCalendar = {
  room: { id: 5, title: 'Garden Suite', propertyId: 2, propertyName: 'Subak Rise', basePriceCents: 12_000 },
  month: '2030-12',
  days: Array.from({ length: 31 }, (_, i) => {
    const n = i + 1;
    if (n === 3) return day(n, { state: 'booked', guestName: 'Maya Lestari' });
    if (n === 10) return day(n, { state: 'blocked', note: 'Repainting' });
    if (n === 20) return day(n, { priceCents: 18_000, overridden: true, minNights: 3 });
    return day(n);
  }),
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(answer: () => Response) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(`http://x${input}`, init);
      const text = await request.text();
      calls.push({ url: request.url, method: request.method, body: text ? JSON.parse(text) : undefined });
      return answer();
    }),
  );
  return calls;
}

// December 2030 is a month of the calendar: 24 months either side of today (docs/decisions/room-calendars.md).
beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2030-11-15T12:00:00Z'), toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

function renderView(month = '2030-12') {
  const onMonth = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RoomCalendarView calendar={calendar} month={month} onMonth={onMonth} loading={false} />
    </QueryClientProvider>,
  );
  return { onMonth };
}

afterEach(() => vi.unstubAllGlobals());

describe('RoomCalendarView', () => {
  it('announces each night with its date, state, price and guest, Monday first', () => {
    expect(describeNight(calendar.days[2]!)).toBe(
      'Tuesday, December 3 2030, booked by Maya Lestari, $120 a night',
    );
    renderView();
    const table = screen.getByRole('table', { name: 'Garden Suite, December 2030' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // December 1, 2030 is a Sunday: six empty cells lead the first week.
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('cell')).toHaveLength(7);
    expect(within(firstRow).getAllByRole('button')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Tuesday, December 3 2030, booked by Maya Lestari, $120 a night' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Tuesday, December 10 2030, blocked (Repainting), $120 a night' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', {
        name: 'Friday, December 20 2030, free, $180 a night (your price), minimum 3 nights',
      }),
    ).toBeTruthy();
  });

  it('chooses a range with two taps, fills the dates, and blocks it with the note', async () => {
    const calls = stubApi(() => json(201, { from: '2030-12-12', to: '2030-12-15', nights: 3 }));
    renderView();
    await userEvent.click(screen.getByRole('button', { name: /^Saturday, December 14 2030/ }));
    await userEvent.click(screen.getByRole('button', { name: /^Thursday, December 12 2030/ }));
    expect(screen.getByLabelText<HTMLInputElement>('First night').value).toBe('2030-12-12');
    expect(screen.getByLabelText<HTMLInputElement>('Last night').value).toBe('2030-12-14');
    const pressed = screen.getAllByRole('button', { pressed: true }).map((b) => b.dataset.date);
    expect(pressed).toEqual(['2030-12-12', '2030-12-13', '2030-12-14']);

    await userEvent.type(screen.getByLabelText('Note for a block (optional)'), 'Family visit');
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Blocked 3 nights: Dec 12 to Dec 14.')).toBeTruthy();
    expect(calls).toEqual([
      {
        url: expect.stringMatching(/\/api\/partner\/rooms\/5\/blocks$/),
        method: 'POST',
        body: { from: '2030-12-12', to: '2030-12-15', note: 'Family visit' },
      },
    ]);
  });

  it("shows the server's refusal, and asks for a price before sending one", async () => {
    const message = 'Some of these nights are already booked or blocked.';
    const calls = stubApi(() => json(409, { error: { code: 'conflict', message } }));
    renderView();
    await userEvent.click(screen.getByRole('button', { name: 'Set price' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Choose the first and last night first/);

    await userEvent.click(screen.getByRole('button', { name: /^Tuesday, December 3 2030/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Set price' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a price in dollars.');
    expect(calls).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('moves between nights with the arrow keys and between months with the buttons', async () => {
    const { onMonth } = renderView();
    screen.getByRole('button', { name: /^Monday, December 9 2030/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2030-12-16');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2030-12-15');
    await userEvent.click(screen.getByRole('button', { name: 'Next month, January 2031' }));
    expect(onMonth).toHaveBeenCalledWith('2031-01');
    await userEvent.click(screen.getByRole('button', { name: 'Previous month, November 2030' }));
    expect(onMonth).toHaveBeenCalledWith('2030-11');
  });

  it('offers no month before the first of the calendar', () => {
    renderView('2028-11');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Previous month/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Next month/ }).disabled).toBe(false);
  });

  it('offers no month after the last of the calendar', () => {
    renderView('2032-11');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Next month/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Previous month/ }).disabled).toBe(false);
  });
});
