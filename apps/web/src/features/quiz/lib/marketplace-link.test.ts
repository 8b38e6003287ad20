import { describe, expect, it } from 'vitest';
import { marketplaceLink } from './marketplace-link';

describe('marketplaceLink', () => {
  it('is the bare marketplace when nothing is searched or chosen', () => {
    expect(marketplaceLink({ q: '  ', categories: [], bands: [] })).toBe('/marketplace');
  });

  it('carries the search, the categories and the bands as the marketplace reads them', () => {
    const href = marketplaceLink({ q: ' yoga mat ', categories: ['Equipment', 'Apparel'], bands: ['25-50'] });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/marketplace');
    expect([...url.searchParams.keys()]).toEqual(['search', 'categories', 'bands']);
    expect(url.searchParams.get('search')).toBe('yoga mat');
    expect(url.searchParams.get('categories')).toBe('Equipment,Apparel');
    expect(url.searchParams.get('bands')).toBe('25-50');
  });

  it('leaves out the empty ones and encodes what needs it', () => {
    expect(marketplaceLink({ q: 'bath & body', categories: [], bands: [] })).toBe(
      '/marketplace?search=bath+%26+body',
    );
    expect(marketplaceLink({ q: '', categories: [], bands: ['under-25', '100-plus'] })).toBe(
      '/marketplace?bands=under-25%2C100-plus',
    );
  });
});
