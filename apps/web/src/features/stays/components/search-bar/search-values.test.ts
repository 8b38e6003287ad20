import { describe, expect, it } from 'vitest';
import { WELLNESS_GOALS } from '@restora/shared/domain/stay-vocabulary';
import { parseStaySearch } from '@/features/stays/lib/search-url';
import { applySearch, EMPTY_SEARCH, filterGoals, goalOf, homepageQuery, resolveGoal } from './search-values';

describe('filterGoals', () => {
  it('matches a substring whatever its case', () => {
    expect(filterGoals(WELLNESS_GOALS, 'DETOX')).toEqual(['Detox', 'Digital Detox']);
    expect(filterGoals(WELLNESS_GOALS, '  sleep ')).toEqual(['Better Sleep']);
  });

  it('lists at most the first 10 matches, in the order given', () => {
    expect(WELLNESS_GOALS.length).toBeGreaterThan(10);
    expect(filterGoals(WELLNESS_GOALS, '')).toEqual(WELLNESS_GOALS.slice(0, 10));
    expect(filterGoals(WELLNESS_GOALS, 'e')).toHaveLength(10);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterGoals(WELLNESS_GOALS, 'zzz')).toEqual([]);
  });
});

describe('resolveGoal', () => {
  it('prefers the exact goal, then the first containing the text, else none', () => {
    expect(resolveGoal(WELLNESS_GOALS, 'detox')).toBe('Detox');
    expect(resolveGoal(WELLNESS_GOALS, 'sleep')).toBe('Better Sleep');
    expect(resolveGoal(WELLNESS_GOALS, 'zzz')).toBe('');
    expect(resolveGoal(WELLNESS_GOALS, '  ')).toBe('');
  });

  it('keeps the text while the goals have not loaded', () => {
    expect(resolveGoal([], 'Detox ')).toBe('Detox');
  });
});

describe('goalOf', () => {
  it('finds the goal among the wellness values, in its own spelling', () => {
    expect(goalOf(['Yoga Classes', 'better sleep'])).toBe('Better Sleep');
    expect(goalOf(['Yoga Classes'])).toBe('');
    expect(goalOf([])).toBe('');
  });
});

describe('homepageQuery', () => {
  it('is empty for an empty search', () => {
    expect(homepageQuery(EMPTY_SEARCH)).toBe('');
  });

  it('carries location, dates, guests above 1 and the goal as wellness', () => {
    const qs = homepageQuery({
      location: ' Bali ',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      guests: 2,
      goal: 'Better Sleep',
    });
    expect(Object.fromEntries(new URLSearchParams(qs))).toEqual({
      location: 'Bali',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      guests: '2',
      wellness: 'Better Sleep',
    });
  });

  it('leaves out guests of 1 and a half-chosen date range', () => {
    expect(homepageQuery({ ...EMPTY_SEARCH, guests: 1, dateFrom: '2026-12-01' })).toBe('');
  });
});

describe('applySearch', () => {
  const state = parseStaySearch(
    new URLSearchParams(
      'location=Bali&wellness=Yoga Classes,Detox&amenities=Pool&propertyType=spa_resort&page=3',
    ),
  );

  it('replaces the search fields, keeps the sidebar filters and goes back to page 1', () => {
    const next = applySearch(
      state,
      { location: 'Ubud', dateFrom: '2026-12-01', dateTo: '2026-12-04', guests: 3, goal: 'Better Sleep' },
      'Detox',
    );
    expect(next).toMatchObject({
      location: 'Ubud',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-04',
      guests: 3,
      wellness: ['Yoga Classes', 'Better Sleep'],
      amenities: ['Pool'],
      propertyType: 'spa_resort',
      page: 1,
    });
  });

  it('removes the goal when it is cleared, and ignores a range without its end', () => {
    const next = applySearch(state, { ...EMPTY_SEARCH, dateFrom: '2026-12-01' }, 'Detox');
    expect(next.wellness).toEqual(['Yoga Classes']);
    expect(next.location).toBe('');
    expect(next.dateFrom).toBeNull();
  });

  it('does not add a goal twice', () => {
    const next = applySearch(state, { ...EMPTY_SEARCH, goal: 'Detox' }, 'Detox');
    expect(next.wellness).toEqual(['Yoga Classes', 'Detox']);
  });
});
