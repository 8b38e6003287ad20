import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { WellnessService } from '@restora/shared/contracts/services';
import { ServicesCatalog } from './services-catalog';

const service = (id: number, title: string, priceCents: number, propertyName: string | null = null) =>
  ({
    id,
    title,
    priceCents,
    description: `${title} description`,
    type: 'yoga',
    category: 'Yoga',
    durationMinutes: 60,
    imageUrl: `/images/services/${id}.svg`,
    propertyId: propertyName ? 1 : null,
    propertyName,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  }) satisfies WellnessService;

const services = [
  service(9, 'Sunrise Walk', 4500, 'Subak Rise'),
  service(2, 'Yoga Class', 3000),
  service(3, 'Spa Treatment', 12_000),
];

function PaymentProbe() {
  return <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;
}

function renderCatalog(listingId: number | null = 4) {
  const router = createMemoryRouter(
    [
      { path: '/services', element: <ServicesCatalog services={services} listingId={listingId} /> },
      { path: '/service-payment', element: <PaymentProbe /> },
    ],
    { initialEntries: ['/services'] },
  );
  render(<RouterProvider router={router} />);
}

const cardOf = (title: string) => screen.getByRole('article', { name: title });

describe('ServicesCatalog', () => {
  it('shows each service with a Select toggle, a details link and the property badge', () => {
    renderCatalog();
    const walk = cardOf('Sunrise Walk');
    expect(within(walk).getByText('Offered by Subak Rise')).toBeTruthy();
    expect(within(walk).getByText('$45')).toBeTruthy();
    expect(within(walk).getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/services/9');
    expect(within(cardOf('Yoga Class')).queryByText(/Offered by/)).toBeNull();
    const toggle = within(walk).getByRole('button', { name: 'Select' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    // No selection, no bar.
    expect(screen.queryByRole('button', { name: 'Book Services' })).toBeNull();
  });

  it('toggles services on and off and counts them', async () => {
    const user = userEvent.setup();
    renderCatalog();
    await user.click(within(cardOf('Yoga Class')).getByRole('button', { name: 'Select' }));
    const selected = within(cardOf('Yoga Class')).getByRole('button', { name: 'Selected' });
    expect(selected.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('1 service(s) selected');

    await user.click(within(cardOf('Spa Treatment')).getByRole('button', { name: 'Select' }));
    expect(screen.getByRole('status').textContent).toBe('2 service(s) selected');
    expect(screen.getByText('$150 in total')).toBeTruthy();

    await user.click(selected);
    expect(screen.getByRole('status').textContent).toBe('1 service(s) selected');
    await user.click(within(cardOf('Spa Treatment')).getByRole('button', { name: 'Selected' }));
    expect(screen.queryByRole('button', { name: 'Book Services' })).toBeNull();
  });

  it('books the selection in list order, with the listing id, through navigation state', async () => {
    const user = userEvent.setup();
    renderCatalog(4);
    await user.click(within(cardOf('Spa Treatment')).getByRole('button', { name: 'Select' }));
    await user.click(within(cardOf('Sunrise Walk')).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Book Services' }));
    expect(JSON.parse((await screen.findByTestId('state')).textContent ?? '')).toEqual({
      services: [
        {
          id: 9,
          title: 'Sunrise Walk',
          priceCents: 4500,
          category: 'Yoga',
          imageUrl: '/images/services/9.svg',
        },
        {
          id: 3,
          title: 'Spa Treatment',
          priceCents: 12_000,
          category: 'Yoga',
          imageUrl: '/images/services/3.svg',
        },
      ],
      listingId: 4,
    });
  });

  it('leaves the listing id out when the services go with no stay', async () => {
    const user = userEvent.setup();
    renderCatalog(null);
    await user.click(within(cardOf('Yoga Class')).getByRole('button', { name: 'Select' }));
    await user.click(screen.getByRole('button', { name: 'Book Services' }));
    expect(JSON.parse((await screen.findByTestId('state')).textContent ?? '')).toEqual({
      services: [
        {
          id: 2,
          title: 'Yoga Class',
          priceCents: 3000,
          category: 'Yoga',
          imageUrl: '/images/services/2.svg',
        },
      ],
    });
  });
});
