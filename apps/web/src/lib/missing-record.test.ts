import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { orMissing } from './missing-record';

describe('orMissing', () => {
  it('passes the record through', async () => {
    await expect(orMissing(Promise.resolve({ id: 3 }))).resolves.toEqual({ id: 3 });
  });

  it('answers null for a 404', async () => {
    const missing = new ApiError(404, 'not_found', 'Stay room not found');
    await expect(orMissing(Promise.reject(missing))).resolves.toBeNull();
  });

  it('keeps every other failure a failure', async () => {
    for (const error of [
      new ApiError(500, 'internal', 'Something broke'),
      new ApiError(403, 'forbidden', 'Not yours'),
      new ApiError(0, 'network_error', 'Offline'),
      new DOMException('Aborted', 'AbortError'),
    ])
      await expect(orMissing(Promise.reject(error))).rejects.toBe(error);
  });
});
