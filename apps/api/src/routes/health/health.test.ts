import { describe, expect, it } from 'vitest';
import { createTestApp, readJson } from '../../test/test-app';

describe('GET /api/health', () => {
  it('reports ok while the database answers', async () => {
    const t = await createTestApp();
    try {
      const res = await t.request('/api/health');
      expect(res.status).toBe(200);
      expect(await readJson(res)).toMatchObject({ status: 'ok', database: 'up' });
    } finally {
      await t.close();
    }
  });

  it('reports 503 when the database is gone', async () => {
    const t = await createTestApp();
    await t.close();
    const res = await t.request('/api/health');
    expect(res.status).toBe(503);
    expect(await readJson(res)).toMatchObject({ status: 'degraded', database: 'down' });
  });
});
