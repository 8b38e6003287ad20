import { describe, expect, it } from 'vitest';
import { createTestApp, readJson, registerUser } from '../../test/test-app';

// Each test runs its own app with a tight limit, so the limits of one do not touch the others.
describe('rate limits', () => {
  it('blocks an account after repeated failures, with Retry-After, and other accounts still work', async () => {
    const limited = await createTestApp({ rateLimits: { signInAccount: { max: 3, windowSeconds: 600 } } });
    try {
      const target = await registerUser(limited);
      const other = await registerUser(limited);
      for (let i = 0; i < 3; i++) {
        const res = await limited.postJson('/api/auth/sign-in', {
          email: target.email,
          password: 'wrong guess',
        });
        expect(res.status).toBe(401);
      }
      const blocked = await limited.postJson('/api/auth/sign-in', {
        email: target.email,
        password: target.password,
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(500);
      expect((await readJson(blocked)).error.code).toBe('rate_limited');

      const fine = await limited.postJson('/api/auth/sign-in', {
        email: other.email,
        password: other.password,
      });
      expect(fine.status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-in attempts per address', async () => {
    const limited = await createTestApp({ rateLimits: { signInIp: { max: 3, windowSeconds: 900 } } });
    try {
      const attempt = (ip: string) =>
        limited.postJson(
          '/api/auth/sign-in',
          { email: 'who@example.com', password: 'whatever1' },
          {
            headers: { 'X-Forwarded-For': ip },
          },
        );
      for (let i = 0; i < 3; i++) expect((await attempt('203.0.113.7')).status).toBe(401);
      expect((await attempt('203.0.113.7')).status).toBe(429);
      expect((await attempt('198.51.100.2')).status).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups per address', async () => {
    const limited = await createTestApp({ rateLimits: { signUpIp: { max: 2, windowSeconds: 3600 } } });
    try {
      const signUp = (n: number) =>
        limited.postJson(
          '/api/auth/sign-up',
          { name: 'New Person', email: `n${n}@example.com`, password: 'fresh start 77' },
          {
            headers: { 'X-Forwarded-For': '203.0.113.9' },
          },
        );
      expect((await signUp(1)).status).toBe(201);
      expect((await signUp(2)).status).toBe(201);
      expect((await signUp(3)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
