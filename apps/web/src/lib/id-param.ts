import { useParams } from 'react-router';
import { usePageNotFound } from './page-status';

/** The largest row id (PostgreSQL integer), as the API's path ids allow. */
export const ID_MAX = 2_147_483_647;

const DIGITS = /^[1-9]\d{0,9}$/;

/**
 * A row id from an address (a path parameter, a search parameter, a saved value): digits without a leading zero, from 1 to ID_MAX ('8', not '08', '8.0',
 * '+8' or '8abc'), so one id has one address. Null for anything else: an id that cannot exist
 * (docs/decisions/screens-and-texts.md, "404 for ids").
 */
export function parseIdParam(raw: string | null | undefined): number | null {
  if (raw == null || !DIGITS.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

/**
 * The route's `:name` parameter as a row id, or null when it cannot be one; the page is then answered
 * with 404, and the screen shows its not-found state without asking the API.
 */
export function useIdParam(name = 'id'): number | null {
  const id = parseIdParam(useParams()[name]);
  usePageNotFound(id === null);
  return id;
}
