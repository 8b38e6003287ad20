import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RetreatBooking as Place, RetreatDetail } from '@restora/shared/contracts/retreats';
import { REQUEST_MESSAGE_REQUIRED, REQUEST_NOTE } from '@restora/shared/domain/booking-requests';
import { utcDay } from '@restora/shared/domain/booking-window';
import { SAMPLE_CARD } from '@restora/shared/domain/card';
import { formatLocalDateTime, formatMoney } from '@/lib/format';
import { retreatDetail } from '../testing/retreat-fixture';
import { RetreatBooking } from './retreat-booking';

// Booking a place on a retreat booked on request (docs/decisions/request-to-book.md): the note, a message
// to the host, a card only authorized, and where the request stands once sent. Instant booking as before.

const retreat = (over: Partial<RetreatDetail> = {}) => retreatDetail({ bookingMode: 'request', ...over });

const expiresAt = '2027-01-10T14:30:00.000Z';
const requested: Place = {
  id: 31,
  retreatId: 7,
  retreatTitle: 'Seven days of breath',
  startDate: utcDay(120),
  endDate: utcDay(127),
  propertyName: 'Casa do Mar',
  imageUrl: '/images/stays/stay-01.svg',
  optionName: 'Private room',
  people: 1,
  status: 'requested',
  totalCents: 120_000,
  depositCents: 30_000,
  balanceCents: 90_000,
  paidCents: 0,
  refundedCents: 0,
  balanceDueDate: utcDay(90),
  balanceStatus: 'scheduled',
  nextDate: null,
  card: { brand: 'Visa', last4: '4242' },
  cancellationPolicy: 'standard',
  refundIfCancelledCents: 0,
  requestExpiresAt: expiresAt,
  conversationId: 55,
  createdAt: '2027-01-09T14:30:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API: no waitlist entries, and the booking answered with `answer`; each booking sent is recorded. */
function stubApi(answer: () => Response) {
  const bookings: { body: Record<string, unknown>; key: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      if (input.startsWith('/api/retreat-waitlist')) return json(200, { items: [] });
      if (init.method === 'POST' && input === '/api/retreats/7/bookings') {
        bookings.push({
          body: JSON.parse(String(init.body)) as Record<string, unknown>,
          key: new Headers(init.headers).get('idempotency-key'),
        });
        return answer();
      }
      return json(404, { error: { code: 'not_found', message: `No stub for ${input}` } });
    }),
  );
  return bookings;
}

function show(data: RetreatDetail) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <RetreatBooking retreat={data} signedIn />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Opens the card form and waits for it, and on request for the message field (both load on demand). */
async function openCardForm(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const form = await screen.findByRole('form', { name: 'Payment' });
  if (button === 'Request to book') await within(form).findByLabelText('Message to the host');
  return form;
}

afterEach(() => vi.unstubAllGlobals());

describe('RetreatBooking on request', () => {
  it('says the host confirms within 24 hours, and asks rather than books', () => {
    stubApi(() => json(500, {}));
    show(retreat());
    expect(screen.getByText(REQUEST_NOTE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Request to book' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book with deposit' })).toBeNull();
  });

  it('asks for the message to the host, and sends nothing without one', async () => {
    const user = userEvent.setup();
    const bookings = stubApi(() => json(201, requested));
    show(retreat());
    const form = await openCardForm(user, 'Request to book');
    expect(within(form).getByText(REQUEST_NOTE)).toBeTruthy();
    await user.type(within(form).getByLabelText('Message to the host'), '   ');
    // What is authorized now: the deposit, 25 % of $1,200.
    await user.click(within(form).getByRole('button', { name: `Request to book · ${formatMoney(30_000)}` }));
    expect(await within(form).findByText(REQUEST_MESSAGE_REQUIRED)).toBeTruthy();
    expect(within(form).getByLabelText('Message to the host').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).queryByRole('button', { name: /^Pay / })).toBeNull();
    expect(bookings).toEqual([]);
  });

  it('sends the message with the place and the card, then says the request is sent and where to follow it', async () => {
    const user = userEvent.setup();
    const bookings = stubApi(() => json(201, requested));
    show(retreat());
    const form = await openCardForm(user, 'Request to book');
    await user.type(within(form).getByLabelText('Message to the host'), 'Hello! First retreat for me.');
    await user.click(within(form).getByRole('button', { name: /^Request to book · / }));

    const sent = await screen.findByRole('status');
    expect(within(sent).getByRole('heading', { name: 'Request sent' })).toBeTruthy();
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.body).toEqual({
      optionId: 11,
      people: 1,
      card: { ...SAMPLE_CARD },
      message: 'Hello! First retreat for me.',
    });
    expect(bookings[0]!.key).toBeTruthy();
    expect(sent.textContent).toContain(
      `The host answers within 24 hours (until ${formatLocalDateTime(expiresAt)})`,
    );
    expect(sent.textContent).toContain('only charged if they accept');
    expect(within(sent).getByRole('link', { name: 'Read your conversation' }).getAttribute('href')).toBe(
      '/messages/55',
    );
    expect(within(sent).getByRole('link', { name: 'See it on your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByText(/You.re booked/)).toBeNull();
  });

  it("shows the server's refusal of the message under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const bookings = stubApi(() =>
      json(400, {
        error: {
          code: 'validation_error',
          message: 'Check the highlighted fields',
          fields: { message: 'Keep your message under 5,000 characters' },
        },
      }),
    );
    show(retreat());
    const form = await openCardForm(user, 'Request to book');
    await user.type(within(form).getByLabelText('Message to the host'), 'Hello there');
    await user.click(within(form).getByRole('button', { name: /^Request to book · / }));
    expect(await within(form).findByText('Keep your message under 5,000 characters')).toBeTruthy();
    expect(bookings).toHaveLength(1);
    expect((within(form).getByLabelText('Message to the host') as HTMLTextAreaElement).value).toBe(
      'Hello there',
    );
    expect(screen.queryByRole('heading', { name: 'Request sent' })).toBeNull();
  });

  it('authorizes all of it when the retreat is paid in full', async () => {
    const user = userEvent.setup();
    stubApi(() => json(500, {}));
    show(retreat({ depositPercent: null }));
    const form = await openCardForm(user, 'Request to book');
    expect(
      within(form).getByRole('button', { name: `Request to book · ${formatMoney(120_000)}` }),
    ).toBeTruthy();
  });
});

describe('RetreatBooking, instant', () => {
  it('books and pays the deposit at once, with no note and no message', async () => {
    const user = userEvent.setup();
    const bookings = stubApi(() => json(201, { ...requested, status: 'confirmed', requestExpiresAt: null }));
    show(retreat({ bookingMode: 'instant' }));
    expect(screen.queryByText(REQUEST_NOTE)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request to book' })).toBeNull();
    const form = await openCardForm(user, 'Book with deposit');
    expect(within(form).queryByLabelText('Message to the host')).toBeNull();
    await user.click(within(form).getByRole('button', { name: `Pay ${formatMoney(30_000)}` }));
    expect(await screen.findByRole('heading', { name: /You.re booked/ })).toBeTruthy();
    await waitFor(() => expect(bookings).toHaveLength(1));
    expect(bookings[0]!.body).toEqual({ optionId: 11, people: 1, card: { ...SAMPLE_CARD } });
  });
});
