import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { StayCard as StayCardData } from '@restora/shared/contracts/stays';
import { StayCard } from './stay-card';

const stay: StayCardData = {
  id: 7,
  title: 'Bamboo Loft Suite',
  propertyName: 'Subak Rise Yoga Shala',
  propertyType: 'yoga_studio',
  image: '/images/stays/stay-04.svg',
  photo: null,
  priceCents: 125_000,
  rating: 4.8,
  reviewCount: 96,
  maxGuests: 2,
  location: { city: 'Ubud', state: 'Bali', country: 'Indonesia' },
  amenities: ['Wi-Fi', 'Pool', 'Private Balcony', 'Restaurant', 'Laundry'],
};

const renderCard = (data: StayCardData, props: { eager?: boolean } = {}) =>
  render(
    <MemoryRouter>
      <StayCard stay={data} linkSearch="?guests=2&dateFrom=2026-12-01&dateTo=2026-12-04" {...props} />
    </MemoryRouter>,
  );

describe('StayCard', () => {
  it('shows the room, its place, the first 3 amenities with "+N more", and the nightly price', () => {
    renderCard(stay);
    expect(screen.getByRole('heading', { name: 'Bamboo Loft Suite' })).toBeTruthy();
    expect(screen.getByText('Subak Rise Yoga Shala')).toBeTruthy();
    expect(screen.getByText('Ubud, Indonesia')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Wi-Fi',
      'Pool',
      'Private Balcony',
      '+2 more',
    ]);
    expect(screen.getByText('$1,250').parentElement?.textContent).toBe('$1,250 / night');
    expect(screen.getByText('4.8')).toBeTruthy();
  });

  it("in a search by dates, shows those nights' average price and their total", () => {
    renderCard({ ...stay, priceForDates: { nights: 3, totalCents: 395_000 } });
    expect(screen.getByText('$1,316.67').parentElement?.textContent).toBe('$1,316.67 / night');
    expect(screen.getByText('$3,950 for 3 nights')).toBeTruthy();
  });

  it('links to the room with the dates and guests, and sizes its lazy image', () => {
    renderCard(stay);
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      '/property/7?guests=2&dateFrom=2026-12-01&dateTo=2026-12-04',
    );
    const img = screen.getByRole('img', { name: 'Bamboo Loft Suite, Subak Rise Yoga Shala' });
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '1200',
      '800',
      'lazy',
    ]);
  });

  it('says "New" for a room without a rating and shows no "+N more" for 3 amenities or fewer', () => {
    renderCard(
      { ...stay, rating: null, reviewCount: 0, amenities: ['Wi-Fi', 'Pool', 'Sauna'] },
      { eager: true },
    );
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText(/more$/)).toBeNull();
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });

  it('shows the partner’s cover photo, AVIF first, with every size in srcset, instead of the artwork', () => {
    const size = (width: number) => ({
      width,
      height: (width * 2) / 3,
      avif: `/uploads/photos/ab/${width}-1.avif`,
      webp: `/uploads/photos/ab/${width}-2.webp`,
    });
    const { container } = renderCard({
      ...stay,
      photo: { id: 3, alt: '', width: 1600, height: 1067, sizes: [size(480), size(960), size(1600)] },
    });
    const img = screen.getByRole('img', { name: 'Bamboo Loft Suite, Subak Rise Yoga Shala' });
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/photos/ab/480-2.webp 480w, /uploads/photos/ab/960-2.webp 960w, /uploads/photos/ab/1600-2.webp 1600w',
    );
    expect(img.getAttribute('src')).toBe('/uploads/photos/ab/960-2.webp');
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '1600',
      '1067',
      'lazy',
    ]);
    const source = container.querySelector('picture > source');
    expect(source?.getAttribute('type')).toBe('image/avif');
    expect(source?.getAttribute('srcset')).toContain('/uploads/photos/ab/1600-1.avif 1600w');
    expect(img.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
  });
});
