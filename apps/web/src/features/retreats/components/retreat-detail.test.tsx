import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RetreatDetail as RetreatDetailData } from '@restora/shared/contracts/retreats';
import { retreatDetail } from '../testing/retreat-fixture';
import { RetreatDetail } from './retreat-detail';

// The retreat page's photos (docs/decisions/photos.md, "Retreat and facilitator photos").

const photo = (id: number, alt: string) => ({
  id,
  alt,
  width: 1600,
  height: 1200,
  sizes: [480, 960, 1600].map((width) => ({
    width,
    height: (width * 3) / 4,
    avif: `/uploads/photos/${id}/${width}.avif`,
    webp: `/uploads/photos/${id}/${width}.webp`,
  })),
});

// No options or deposit: the page's photos and lists are what these tests look at.
const retreat = (over: Partial<RetreatDetailData>) =>
  retreatDetail({ options: [], depositPercent: null, ...over });

const show = (data: RetreatDetailData) =>
  render(<RetreatDetail retreat={data} program={<p>Program</p>} booking={<p>Book</p>} />);

describe('RetreatDetail photos', () => {
  it('leads with the cover, then the other photos, and shows each portrait beside its facilitator', () => {
    show(
      retreat({
        photos: [photo(1, 'The shala at dawn'), photo(2, '')],
        facilitators: [
          { name: 'Ana Lima', bio: 'Yoga.', imageUrl: null, photoId: 3, photo: photo(3, '') },
          { name: 'Rui Costa', bio: 'Breath.', imageUrl: null, photoId: null, photo: null },
        ],
      }),
    );
    const cover = screen.getByAltText('The shala at dawn') as HTMLImageElement;
    expect(cover.getAttribute('srcset')).toContain('/uploads/photos/1/960.webp 960w');
    expect(cover.getAttribute('loading')).toBe('eager');
    expect(screen.getByAltText('Seven days of breath at Casa do Mar, photo 2')).toBeTruthy();
    expect(screen.getByAltText('Portrait of Ana Lima').getAttribute('src')).toContain('/uploads/photos/3/');
    expect(screen.queryByAltText('Portrait of Rui Costa')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Seven days of breath at Casa do Mar' })).toBeNull();
  });

  it('shows the artwork without photos', () => {
    show(retreat({}));
    const art = screen.getByAltText('Seven days of breath at Casa do Mar') as HTMLImageElement;
    expect(art.getAttribute('src')).toBe('/images/stays/stay-01.svg');
    expect(screen.queryByRole('list', { name: 'More photos' })).toBeNull();
  });
});

describe('RetreatDetail included and not included', () => {
  it('lists what the partner wrote and leaves out a list left empty', () => {
    show(retreat({ included: 'Meals\nClasses', notIncluded: '' }));
    expect(screen.getByRole('heading', { name: 'Included' })).toBeTruthy();
    expect(screen.getByText('Classes')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Not included' })).toBeNull();
  });

  it('shows neither heading when both are empty', () => {
    show(retreat({}));
    expect(screen.queryByRole('heading', { name: 'Included' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Not included' })).toBeNull();
  });
});
