import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT } from '@restora/shared/domain/plain-text';
import { user } from '../db/schema/auth';
import { photos } from '../db/schema/photos';
import { photosKit, testImage } from '../test/photos-kit';
import { createTestApp, readJson, registerUser, type TestApp } from '../test/test-app';

// What the API accepts as text (docs/decisions/text-input.md): bodies in UTF-8 only, and no line breaks,
// control or text-direction characters in what other people read.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_UTF8 = {
  error: { code: 'malformed_request', message: 'The request body is not valid UTF-8.' },
};
/** `before`, then the bytes C3 28 (a lead byte without its continuation), then `after`. */
const brokenUtf8 = (before: string, after: string) =>
  Buffer.concat([Buffer.from(before), Buffer.from([0xc3, 0x28]), Buffer.from(after)]);

const readProfile = async (cookie: string) =>
  readJson(await t.request('/api/profile', { headers: { cookie } }));
const patchProfile = (cookie: string, body: string | Buffer) =>
  t.request('/api/profile', {
    method: 'PATCH',
    headers: { cookie, 'Content-Type': 'application/json' },
    body,
  });

describe('a request body that is not valid UTF-8', () => {
  it('is refused on a profile update, and the stored name stays as it was', async () => {
    const { cookie } = await registerUser(t, { name: 'Grace Hopper' });
    const res = await patchProfile(cookie, brokenUtf8('{"firstName":"Gr', 'ce"}'));
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual(NOT_UTF8);
    expect(await readProfile(cookie)).toMatchObject({ firstName: 'Grace', name: 'Grace Hopper' });
  });

  it('is refused at sign-up, and no account is made', async () => {
    const email = `broken-${Date.now()}@example.com`;
    const res = await t.request('/api/auth/sign-up', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: brokenUtf8('{"name":"Zo', `e Ng","email":"${email}","password":"calm waters 42"}`),
    });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toEqual(NOT_UTF8);
    expect(await t.db.$count(user, eq(user.email, email))).toBe(0);
  });

  it('lets valid text of any script through: accents, CJK, Arabic and an emoji with ZWJ', async () => {
    const { cookie } = await registerUser(t, { name: 'Ana Lima' });
    const res = await patchProfile(cookie, JSON.stringify({ firstName: 'Zoë 李 مريم', lastName: '👩‍💻' }));
    expect(res.status).toBe(200);
    expect(await readProfile(cookie)).toMatchObject({ firstName: 'Zoë 李 مريم', lastName: '👩‍💻' });
  });

  it('is refused in a text field of a photo upload (multipart), while the file itself is binary', async () => {
    const kit = await photosKit(t);
    const image = await testImage();
    const boundary = 'restora-test-boundary';
    const form = (alt: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        image,
        Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n`),
        alt,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const upload = (alt: Buffer) =>
      t.request(`/api/partner/properties/${kit.p.propertyId}/photos`, {
        method: 'POST',
        headers: { cookie: kit.p.cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body: form(alt),
      });

    const refused = await upload(brokenUtf8('Caf', ' terrace'));
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual(NOT_UTF8);
    expect(await t.db.$count(photos)).toBe(0);

    const stored = await upload(Buffer.from('Café terrace'));
    expect(stored.status).toBe(201);
    expect((await readJson(stored)).alt).toBe('Café terrace');
  });
});

describe('names and texts other people read', () => {
  const apply = (overrides: Record<string, string>) =>
    t.postJson('/api/partner-applications', {
      organisation: 'Lakeside Wellness Lodge',
      partnerType: 'Retreat',
      contactName: 'Mira Koh',
      email: `apply-${Date.now()}@example.com`,
      country: 'Portugal',
      message: 'We run a small yoga retreat by the sea and would like to join.',
      ...overrides,
    });

  it('refuses a line break or a right-to-left override in an organisation name, on its field', async () => {
    for (const organisation of ['Lakeside\nWellness', 'Lakeside \u202Egdol']) {
      const res = await apply({ organisation });
      expect(res.status).toBe(400);
      expect((await readJson(res)).error.fields).toEqual({ organisation: SINGLE_LINE_TEXT });
    }
  });

  it('keeps line breaks in a multi-line message, but refuses a bidi isolate in it', async () => {
    const message = 'We run a small retreat.\r\nYoga at dawn,\n\tmeals from the garden.';
    expect((await apply({ message })).status).toBe(201);
    const res = await apply({ message: `${message} \u2066hidden\u2069` });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ message: MULTI_LINE_TEXT });
  });

  it('refuses them in the name given at sign-up, and in the first and last name of the profile', async () => {
    const res = await t.postJson('/api/auth/sign-up', {
      name: 'Eve\u202E rekcah',
      email: `eve-${Date.now()}@example.com`,
      password: 'calm waters 42',
    });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields).toEqual({ name: SINGLE_LINE_TEXT });

    const { cookie } = await registerUser(t, { name: 'Ada Lovelace' });
    const broken = await patchProfile(
      cookie,
      JSON.stringify({ firstName: 'Ada\nAdmin', lastName: 'L\u0085' }),
    );
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).error.fields).toEqual({
      firstName: SINGLE_LINE_TEXT,
      lastName: SINGLE_LINE_TEXT,
    });
    expect(await readProfile(cookie)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});
