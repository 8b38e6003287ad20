import { ApiError } from './api-client';

/**
 * A record the API answers 404 for, as null: an answer, not a failure (docs/decisions/missing-records.md).
 * As data it goes from the server's render to the browser with the page, so both show the screen's
 * not-found state and the browser does not ask again; a failure would not (the server sends no failed
 * answers) and the page would show its loading state.
 */
export async function orMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
