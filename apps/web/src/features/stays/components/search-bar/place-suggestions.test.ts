import { describe, expect, it } from 'vitest';
import { PLACE_SUGGESTION_LIMIT, placeSuggestions } from './place-suggestions';

const locations = [
  { city: 'Ubud', state: 'Bali', country: 'Indonesia' },
  { city: 'Canggu', state: 'Bali', country: 'Indonesia' },
  { city: 'Laugarvatn', state: null, country: 'Iceland' },
];

describe('placeSuggestions', () => {
  it('offers each city, region and country once', () => {
    expect(placeSuggestions(locations, '').map((p) => p.value)).toEqual([
      'Ubud',
      'Bali',
      'Canggu',
      'Laugarvatn',
      'Indonesia',
      'Iceland',
    ]);
  });

  it('puts names that start with the text before names that contain it, ignoring case', () => {
    expect(placeSuggestions(locations, 'LA').map((p) => p.value)).toEqual(['Laugarvatn', 'Iceland']);
    expect(placeSuggestions(locations, 'i').map((p) => p.value)).toEqual(['Indonesia', 'Iceland', 'Bali']);
  });

  it('says where a place is', () => {
    expect(placeSuggestions(locations, 'ubud')).toEqual([{ value: 'Ubud', hint: 'Bali, Indonesia' }]);
    expect(placeSuggestions(locations, 'laug')).toEqual([{ value: 'Laugarvatn', hint: 'Iceland' }]);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ city: `Town ${i}`, state: null, country: 'Spain' }));
    expect(placeSuggestions(many, 'town')).toHaveLength(PLACE_SUGGESTION_LIMIT);
  });
});
