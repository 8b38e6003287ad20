import { createRoute, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { createRouter, unstorableText } from './router';

describe('unstorableText', () => {
  it('names the first string PostgreSQL cannot store, however deep', () => {
    expect(unstorableText({ a: 'fine 😀 مرحبا', b: [{ c: 'x\u0000y' }] })).toEqual({
      'b.0.c': 'Must not contain the NUL character',
    });
    expect(unstorableText({ name: 'lone \ud800 half' })).toEqual({ name: 'Must be valid Unicode text' });
    expect(unstorableText('\udfff')).toEqual({ _: 'Must be valid Unicode text' });
    expect(unstorableText({ ok: 'a pair 😀 is fine', n: 1, none: null })).toBeUndefined();
  });
});

describe('createRouter', () => {
  it('answers a NUL character in any validated input with a 400 on that field, before the handler', async () => {
    let reached = false;
    const app = createRouter().openapi(
      createRoute({
        method: 'post',
        path: '/echo/{id}',
        request: {
          params: z.object({ id: z.string() }),
          query: z.object({ q: z.string().optional() }),
          body: { content: { 'application/json': { schema: z.object({ note: z.string() }) } } },
        },
        responses: { 200: { description: 'ok' } },
      }),
      (c) => {
        reached = true;
        return c.body(null, 200);
      },
    );
    const send = (path: string, note: string) =>
      app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ note }),
      });
    const inBody = await send('/echo/1', 'a\u0000b');
    expect(inBody.status).toBe(400);
    expect(await inBody.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields are not valid.',
        fields: { note: 'Must not contain the NUL character' },
      },
    });
    expect((await send('/echo/1?q=%00', 'fine')).status).toBe(400);
    expect((await send('/echo/a%00', 'fine')).status).toBe(400);
    expect(reached).toBe(false);
    expect((await send('/echo/1?q=ok', 'fine 😀')).status).toBe(200);
  });
});
