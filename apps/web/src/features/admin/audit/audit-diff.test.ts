import { describe, expect, it } from 'vitest';
import { changedFields, flatten } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields that differ, by their path', () => {
    const before = {
      title: 'Sunrise Yoga',
      priceCents: 4550,
      property: { id: 3, name: 'Maré' },
      tags: ['a', 'b'],
    };
    const after = {
      title: 'Moonrise Yoga',
      priceCents: 4550,
      property: { id: 4, name: 'Maré' },
      tags: ['a'],
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'title', before: 'Sunrise Yoga', after: 'Moonrise Yoga' },
      { field: 'property.id', before: '3', after: '4' },
      { field: 'tags', before: 'a, b', after: 'a' },
    ]);
  });

  it('lists every field of a creation as new and of a removal as gone', () => {
    expect(changedFields(null, { id: 7, alt: '' })).toEqual([{ field: 'id', before: null, after: '7' }]);
    expect(changedFields({ id: 7, published: false }, null)).toEqual([
      { field: 'id', before: '7', after: null },
      { field: 'published', before: 'false', after: null },
    ]);
  });

  it('walks lists of objects by position, and keeps fields only one side has', () => {
    const before = { ranges: [{ from: '2026-03-01', to: '2026-03-04', note: 'Paint' }] };
    const after = { ranges: [], reply: { text: 'Thanks' } };
    expect(changedFields(before, after)).toEqual([
      { field: 'ranges[0].from', before: '2026-03-01', after: null },
      { field: 'ranges[0].to', before: '2026-03-04', after: null },
      { field: 'ranges[0].note', before: 'Paint', after: null },
      { field: 'reply.text', before: null, after: 'Thanks' },
    ]);
  });

  it('finds no change between equal objects, and treats null and empty text alike', () => {
    expect(changedFields({ a: 1, b: { c: [1, 2] } }, { a: 1, b: { c: [1, 2] } })).toEqual([]);
    expect(changedFields({ state: null }, { state: '' })).toEqual([]);
  });
});

describe('flatten', () => {
  it('names a plain value at the top as value', () => {
    expect([...flatten(42)]).toEqual([['value', '42']]);
  });
});
