import { describe, expect, it } from 'vitest';
import { hasFilters, parseStaySearch, serializeStaySearch, staySearchApiQuery } from './search-url';

// Late November 2026, when 2026-12-01 is a few days ahead.
const now = Date.parse('2026-11-27T12:00:00Z');
const parse = (qs: string) => parseStaySearch(new URLSearchParams(qs), now);

describe('parseStaySearch', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual({
      location: '',
      guests: 1,
      dateFrom: null,
      dateTo: null,
      wellness: [],
      amenities: [],
      propertyType: null,
      minPrice: 0,
      maxPrice: 500,
      sort: 'recommended',
      page: 1,
    });
  });

  it('reads every parameter', () => {
    expect(
      parse(
        'location=Bali&guests=3&dateFrom=2026-12-01&dateTo=2026-12-04&wellness=Yoga%20Classes,Meditation' +
          '&amenities=Pool&propertyType=spa_resort&minPrice=50&maxPrice=300&sort=price_asc&page=2',
      ),
    ).toEqual({
      location: 'Bali',
      guests: 3,
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      wellness: ['Yoga Classes', 'Meditation'],
      amenities: ['Pool'],
      propertyType: 'spa_resort',
      minPrice: 50,
      maxPrice: 300,
      sort: 'price_asc',
      page: 2,
    });
  });

  it('falls back on malformed values instead of failing', () => {
    const s = parse(
      'guests=lots&dateFrom=2026-12-05&dateTo=2026-12-01&propertyType=castle&sort=cheapest&maxPrice=9000',
    );
    expect(s).toMatchObject({
      guests: 1,
      dateFrom: null,
      dateTo: null,
      propertyType: null,
      sort: 'recommended',
      maxPrice: 500,
    });
  });

  it('leaves out dates the search would refuse: past, past the booking window, or too long a stay', () => {
    for (const dates of [
      'dateFrom=2026-11-20&dateTo=2026-11-22',
      'dateFrom=9999-12-30&dateTo=9999-12-31',
      'dateFrom=2027-11-28&dateTo=2027-11-30',
      'dateFrom=2026-12-01&dateTo=2027-02-01',
    ])
      expect(parse(`location=Bali&${dates}`)).toMatchObject({
        location: 'Bali',
        dateFrom: null,
        dateTo: null,
      });
    expect(parse('dateFrom=2026-11-26&dateTo=2026-11-28')).toMatchObject({ dateFrom: '2026-11-26' });
    expect(parse('dateFrom=2027-11-27&dateTo=2027-11-29')).toMatchObject({ dateTo: '2027-11-29' });
  });
});

describe('serializeStaySearch', () => {
  it('omits guests of 1, a zero minPrice, a maxPrice of 500, the default sort and page 1', () => {
    expect(
      serializeStaySearch(parse('guests=1&minPrice=0&maxPrice=500&sort=recommended&page=1')).toString(),
    ).toBe('');
  });

  it('round-trips a full search', () => {
    const qs =
      'location=Bali&guests=3&dateFrom=2026-12-01&dateTo=2026-12-04&wellness=Yoga+Classes&propertyType=spa_resort&minPrice=50&maxPrice=300&sort=rating&page=3';
    expect(serializeStaySearch(parse(qs)).toString()).toBe(qs);
  });
});

describe('staySearchApiQuery', () => {
  it("sends the address's whole-dollar price filter as cents, and leaves the rest as the address has it", () => {
    const state = parse('location=Bali&guests=2&minPrice=100&maxPrice=300&sort=price_asc');
    expect(serializeStaySearch(state).toString()).toContain('minPrice=100&maxPrice=300');
    expect(staySearchApiQuery(state)).toMatchObject({
      location: 'Bali',
      guests: 2,
      minPriceCents: 10_000,
      maxPriceCents: 30_000,
      sort: 'price_asc',
    });
    expect(staySearchApiQuery(state)).not.toHaveProperty('minPrice');
    const open = staySearchApiQuery(parse('location=Bali'));
    expect([open.minPriceCents, open.maxPriceCents]).toEqual([undefined, undefined]);
  });
});

describe('hasFilters', () => {
  it('is false for the bare page and true once anything narrows it', () => {
    expect(hasFilters(parse(''))).toBe(false);
    expect(hasFilters(parse('sort=rating&page=2'))).toBe(false);
    expect(hasFilters(parse('amenities=Pool'))).toBe(true);
    expect(hasFilters(parse('maxPrice=200'))).toBe(true);
  });
});
