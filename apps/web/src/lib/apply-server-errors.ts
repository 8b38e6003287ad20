import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages on the fields they name, and returns the message for the form
 * itself when no field was named.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (error instanceof ApiError) {
    const fields = Object.entries(error.fields ?? {}).filter(([name]) =>
      fieldNames.includes(name as Path<T>),
    );
    for (const [name, message] of fields) setError(name as Path<T>, { type: 'server', message });
    return fields.length ? null : error.message;
  }
  return 'Something went wrong. Please try again.';
}
