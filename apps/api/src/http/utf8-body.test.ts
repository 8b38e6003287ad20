import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { handleError } from './errors';
import { NOT_UTF8, utf8Bodies } from './utf8-body';

// The middleware alone (docs/decisions/text-input.md); text-input.test.ts runs it inside the whole app.

const app = new Hono<AppEnv>();
app.use(utf8Bodies());
app.post('/json', async (c) => c.json({ read: await c.req.json() }));
app.post('/text', async (c) => c.json({ read: await c.req.text() }));
app.post('/form', async (c) => c.json({ read: await c.req.parseBody() }));
app.post('/bytes', async (c) => c.json({ read: (await c.req.arrayBuffer()).byteLength }));
app.onError(handleError);

const BAD = Buffer.from([0xc3, 0x28]);
const bytes = (...pieces: (string | Buffer)[]) =>
  Buffer.concat(pieces.map((p) => (typeof p === 'string' ? Buffer.from(p) : p)));
const post = (path: string, type: string, body: string | Buffer) =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': type }, body });
const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual({ error: { code: 'malformed_request', message: NOT_UTF8 } });
};

describe('utf8Bodies', () => {
  it('refuses JSON and text bodies with a byte sequence that is not UTF-8', async () => {
    await refused(await post('/json', 'application/json', bytes('{"name":"Caf', BAD, '"}')));
    await refused(
      await post('/json', 'application/merge-patch+json; charset=utf-8', bytes('{"a":"', BAD, '"}')),
    );
    await refused(await post('/text', 'text/plain', bytes('x', BAD)));
    // A lone continuation byte, an overlong "/" and a UTF-16 surrogate written as UTF-8.
    for (const broken of [[0x80], [0xc0, 0xaf], [0xed, 0xa0, 0x80]]) {
      await refused(await post('/json', 'application/json', bytes('"', Buffer.from(broken), '"')));
    }
  });

  it('leaves a valid body readable, once more, by the route', async () => {
    const json = await post('/json', 'application/json', bytes('{"name":"Café 李 👩‍💻"}'));
    expect(await json.json()).toEqual({ read: { name: 'Café 李 👩‍💻' } });
    const text = await post('/text', 'text/plain; charset=utf-8', 'Zoë');
    expect(await text.json()).toEqual({ read: 'Zoë' });
  });

  it('refuses a urlencoded form whose escapes do not decode to UTF-8, and lets a good one through', async () => {
    await refused(await post('/form', 'application/x-www-form-urlencoded', 'alt=Caf%C3%28'));
    await refused(await post('/form', 'application/x-www-form-urlencoded', bytes('alt=Caf', BAD)));
    const ok = await post('/form', 'application/x-www-form-urlencoded', 'alt=Caf%C3%A9+au+lait&b=%26');
    expect(await ok.json()).toEqual({ read: { alt: 'Café au lait', b: '&' } });
  });

  it('checks the text fields of a multipart form, not its files', async () => {
    const form = (boundary: string, alt: Buffer, file: Buffer) =>
      bytes(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n`,
        'Content-Type: application/octet-stream\r\n\r\n',
        file,
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n`,
        alt,
        `\r\n--${boundary}--\r\n`,
      );
    const send = (type: string, body: Buffer) => post('/form', type, body);
    await refused(await send('multipart/form-data; boundary=xyz', form('xyz', bytes('Caf', BAD), BAD)));
    await refused(await send('multipart/form-data; boundary="x y"', form('x y', bytes('Caf', BAD), BAD)));
    const ok = await send('multipart/form-data; boundary=xyz', form('xyz', bytes('Café'), bytes(BAD, 'ok')));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ read: { alt: 'Café' } });
  });

  it('leaves other bodies alone: binary types, and methods without a body', async () => {
    const binary = await post('/bytes', 'application/octet-stream', BAD);
    expect(await binary.json()).toEqual({ read: 2 });
    const noType = await app.request('/bytes', { method: 'POST', body: BAD });
    expect(noType.status).toBe(200);
  });
});
