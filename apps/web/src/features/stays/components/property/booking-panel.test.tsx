import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayQuote, StayRoom } from '@restora/shared/contracts/stays';
import { toast } from '@/components/ui/toast-store';
import { readBookingSelection } from '@/lib/booking-selection';
import { addDays, todayIso } from './booked-nights';
import { BookingPanel } from './booking-panel';

vi.mock('@/components/ui/toast-store', () => ({ toast: vi.fn() }));

const room: StayRoom = {
  id: 7,
  title: 'Cedar Suite',
  propertyName: 'Forest Haven',
  propertyType: 'wellness_retreat',
  propertyId: 3,
  image: '/images/stays/stay-07.svg',
  photo: null,
  photos: [],
  images: ['/images/stays/stay-07.svg'],
  priceCents: 15_000,
  rating: 4.7,
  reviewCount: 12,
  maxGuests: 4,
  description: 'A quiet suite.',
  propertyDescription: 'A retreat in the woods.',
  amenities: ['Wi-Fi'],
  wellnessFeatures: ['Meditation'],
  location: {
    city: 'Ubud',
    state: null,
    country: 'Indonesia',
    address: 'Jl. Raya',
    latitude: 1,
    longitude: 2,
  },
  houseRules: '',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  bookingMode: 'instant',
  reviews: [],
};

const checkIn = addDays(todayIso(), 10);
const checkOut = addDays(todayIso(), 13);
const quote: StayQuote = {
  roomId: 7,
  checkIn,
  checkOut,
  nights: 3,
  guests: 2,
  nightlyPriceCents: 15_000,
  lines: [
    { kind: 'nights', label: '$150 x 3 nights', amountCents: 45_000 },
    { kind: 'cleaning', label: 'Cleaning fee', amountCents: 2500 },
    { kind: 'service', label: 'Service fee', amountCents: 3000 },
    { kind: 'taxes', label: 'Taxes', amountCents: 5400 },
  ],
  totalCents: 55_900,
  currency: 'USD',
};

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

let bookedRanges: { checkIn: string; checkOut: string }[] = [];
let quoteAnswer: () => Promise<Response> = () => json(200, quote);
const fetchMock = vi.fn((input: RequestInfo | URL) => {
  const url = String(input);
  if (url.includes('/booked-dates')) return json(200, { ranges: bookedRanges });
  if (url.includes('/quote')) return quoteAnswer();
  return json(404, { error: { code: 'not_found', message: 'Not found' } });
});

beforeEach(() => {
  window.localStorage.clear();
  bookedRanges = [];
  quoteAnswer = () => json(200, quote);
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderPanel(search: string, signedIn = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/property/:id',
        element: <BookingPanel room={room} signedIn={signedIn} sessionPending={false} />,
      },
      { path: '/auth', element: <p>Auth screen</p> },
      { path: '/payment', element: <p>Payment screen</p> },
    ],
    { initialEntries: [`/property/7${search}`] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const quoteRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/quote'));

describe('BookingPanel', () => {
  it('asks for dates before Book Now can be used', () => {
    renderPanel('');
    expect(screen.getByText('Choose your dates to see the total price.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book Now' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText("You won't be charged yet")).toBeTruthy();
    expect(quoteRequests()).toHaveLength(0);
  });

  it("shows the server's quote lines and total for the link's dates and guests", async () => {
    renderPanel(`?dateFrom=${checkIn}&dateTo=${checkOut}&guests=3`);
    expect(await screen.findByText('$150 x 3 nights')).toBeTruthy();
    expect(screen.getByText('Your stay: 3 nights')).toBeTruthy();
    expect(screen.getByText('$450')).toBeTruthy();
    expect(screen.getByText('Taxes')).toBeTruthy();
    expect(screen.getByText('$559')).toBeTruthy();
    expect(String(quoteRequests()[0]![0])).toContain(`checkIn=${checkIn}&checkOut=${checkOut}&guests=3`);
  });

  it("shows the server's message when it refuses the quote", async () => {
    quoteAnswer = () =>
      json(409, { error: { code: 'unavailable', message: 'Those nights are no longer available.' } });
    renderPanel(`?dateFrom=${checkIn}&dateTo=${checkOut}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Those nights are no longer available.');
    expect(screen.getByRole('button', { name: 'Book Now' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses dates that run over a booked night and shows no price for them', async () => {
    bookedRanges = [{ checkIn: addDays(checkIn, 1), checkOut: addDays(checkIn, 2) }];
    renderPanel(`?dateFrom=${checkIn}&dateTo=${checkOut}`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Some nights in those dates are already booked. Please choose other dates.',
    );
    expect(screen.queryByText('Total')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book Now' }).hasAttribute('disabled')).toBe(true);
  });

  it('saves the selection and sends a signed-out visitor to sign in, coming back here', async () => {
    const user = userEvent.setup();
    const router = renderPanel(`?dateFrom=${checkIn}&dateTo=${checkOut}&location=Ubud`);
    await screen.findByText('$559');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Auth screen')).toBeTruthy();
    expect(router.state.location.search).toBe('?returnTo=%2Fproperty%2F7');
    expect(toast).toHaveBeenCalledWith({
      title: 'Authentication required',
      description: 'Please sign in or register to continue booking.',
    });
    expect(readBookingSelection()).toEqual({
      listingId: '7',
      type: 'property',
      checkIn,
      checkOut,
      guests: 2,
      filters: { location: 'Ubud' },
    });
  });

  it('sends a signed-in visitor straight to payment', async () => {
    const user = userEvent.setup();
    renderPanel(`?dateFrom=${checkIn}&dateTo=${checkOut}`, true);
    await screen.findByText('$559');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText('Payment screen')).toBeTruthy();
    expect(toast).not.toHaveBeenCalled();
  });

  it('restores the dates this visitor chose here before signing in', async () => {
    window.localStorage.setItem(
      'bookingSelection',
      JSON.stringify({ listingId: '7', type: 'property', checkIn, checkOut, guests: 3 }),
    );
    renderPanel('');
    expect(await screen.findByText('$559')).toBeTruthy();
    expect(String(quoteRequests()[0]![0])).toContain('guests=3');
  });
});
