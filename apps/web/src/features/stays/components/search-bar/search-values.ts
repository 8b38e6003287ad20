import { WELLNESS_GOALS } from '@restora/shared/domain/stay-vocabulary';
import { serializeStaySearch, type StaySearchState } from '@/features/stays/lib/search-url';

/** What the search bar holds before it is submitted (docs/decisions/stay-search.md). */
export type SearchFields = {
  location: string;
  dateFrom: string | null;
  dateTo: string | null;
  guests: number;
  goal: string;
};

export const EMPTY_SEARCH: SearchFields = { location: '', dateFrom: null, dateTo: null, guests: 1, goal: '' };

export const GOAL_MATCH_LIMIT = 10;

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The goal dropdown: case-insensitive substring matches, the first 10. */
export function filterGoals(goals: readonly string[], query: string): string[] {
  const q = query.trim().toLowerCase();
  return (q ? goals.filter((g) => g.toLowerCase().includes(q)) : goals).slice(0, GOAL_MATCH_LIMIT);
}

/** Typed text to a goal: an exact match, else the first goal containing it, else none. */
export function resolveGoal(goals: readonly string[], text: string): string {
  const q = text.trim();
  if (!q) return '';
  if (!goals.length) return q;
  return goals.find((g) => same(g, q)) ?? filterGoals(goals, q)[0] ?? '';
}

/**
 * The goal inside the URL's `wellness` list (which also carries the sidebar's features). The built-in
 * vocabulary is known without a request, so the search bar does not change once the options arrive.
 */
export function goalOf(wellness: readonly string[], goals: readonly string[] = []): string {
  const known = [...WELLNESS_GOALS, ...goals];
  for (const value of wellness) {
    const goal = known.find((g) => same(g, value));
    if (goal) return goal;
  }
  return '';
}

export function fieldsFromSearch(state: StaySearchState, goals: readonly string[] = []): SearchFields {
  return {
    location: state.location,
    dateFrom: state.dateFrom,
    dateTo: state.dateTo,
    guests: state.guests,
    goal: goalOf(state.wellness, goals),
  };
}

/**
 * Homepage mode (docs/decisions/stay-search.md): location, dateFrom, dateTo, guests only above 1, and
 * wellness = the goal.
 */
export function homepageQuery(fields: SearchFields): string {
  const qs = serializeStaySearch({
    location: fields.location.trim(),
    guests: fields.guests,
    dateFrom: fields.dateFrom,
    dateTo: fields.dateTo,
    wellness: fields.goal ? [fields.goal] : [],
  }).toString();
  return qs ? `?${qs}` : '';
}

/** Findstays mode: the bar's fields replace theirs in the URL; sidebar filters stay; back to page 1. */
export function applySearch(
  state: StaySearchState,
  fields: SearchFields,
  previousGoal: string,
): StaySearchState {
  const wellness = state.wellness.filter((v) => !previousGoal || !same(v, previousGoal));
  if (fields.goal && !wellness.some((v) => same(v, fields.goal))) wellness.push(fields.goal);
  return {
    ...state,
    location: fields.location.trim(),
    dateFrom: fields.dateFrom && fields.dateTo ? fields.dateFrom : null,
    dateTo: fields.dateFrom && fields.dateTo ? fields.dateTo : null,
    guests: Math.max(1, fields.guests),
    wellness,
    page: 1,
  };
}
