import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_SCHEMA_FILE, generateApiSchema } from './api-types';

describe('the web’s generated API types', () => {
  it('match the OpenAPI document the API serves now (npm run api:types regenerates them)', async () => {
    const [checkedIn, fresh] = await Promise.all([readFile(API_SCHEMA_FILE, 'utf8'), generateApiSchema()]);
    // Not toBe: a diff of 5,000 lines helps nobody; the failure says what to run.
    expect(checkedIn === fresh, `${API_SCHEMA_FILE} is out of date: run npm run api:types`).toBe(true);
  });
});
