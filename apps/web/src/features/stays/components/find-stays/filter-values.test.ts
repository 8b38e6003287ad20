import { describe, expect, it } from 'vitest';
import { parseStaySearch } from '@/features/stays/lib/search-url';
import { activeFilterCount, clearSidebarFilters, formatPriceRange, toggle } from './filter-values';

const parse = (qs: string) => parseStaySearch(new URLSearchParams(qs));

describe('activeFilterCount', () => {
  it('is 0 for a plain search, whatever the search bar holds', () => {
    expect(activeFilterCount(parse(''))).toBe(0);
    expect(activeFilterCount(parse('location=Bali&guests=3&wellness=Better Sleep'))).toBe(0);
  });

  it('counts the type, the price range once, and each feature and amenity', () => {
    const state = parse(
      'propertyType=spa_resort&minPrice=50&maxPrice=300&wellness=Yoga Classes,Massage,Better Sleep&amenities=Pool',
    );
    expect(activeFilterCount(state)).toBe(1 + 1 + 2 + 1);
  });
});

describe('clearSidebarFilters', () => {
  it('clears the sidebar but keeps the goal from the search bar', () => {
    const state = parse(
      'location=Bali&propertyType=spa_resort&maxPrice=200&wellness=Massage,Better Sleep&amenities=Pool',
    );
    expect(clearSidebarFilters(state)).toEqual({
      propertyType: null,
      minPrice: 0,
      maxPrice: 500,
      wellness: ['Better Sleep'],
      amenities: [],
    });
  });
});

describe('toggle', () => {
  it('adds once and removes whatever the case', () => {
    expect(toggle(['Pool'], 'Sauna', true)).toEqual(['Pool', 'Sauna']);
    expect(toggle(['Pool', 'Sauna'], 'Sauna', true)).toEqual(['Pool', 'Sauna']);
    expect(toggle(['Pool', 'sauna'], 'Sauna', false)).toEqual(['Pool']);
  });
});

describe('formatPriceRange', () => {
  it('shows the top of the slider as open-ended', () => {
    expect(formatPriceRange(0, 500)).toBe('$0 – $500+');
    expect(formatPriceRange(50, 300)).toBe('$50 – $300');
  });
});
