import { expect } from 'vitest';
import { readJson, type registerUser, type TestApp } from './test-app';
import type { SoftAuthenticator } from './soft-authenticator';

type Person = Awaited<ReturnType<typeof registerUser>>;

/** Requests of the passkey tests (docs/decisions/passkeys.md), on the test file's app once it has started. */
export function passkeysKit(app: () => TestApp) {
  const post = (path: string, body: unknown, cookie = '') =>
    app().postJson(path, body, { headers: cookie ? { cookie } : {} });
  const get = (path: string, cookie: string) => app().request(path, { headers: { cookie } });

  async function registrationOptions(u: Person) {
    const res = await post('/api/profile/passkeys/options', { password: u.password }, u.cookie);
    expect(res.status).toBe(200);
    return (await readJson(res)).options;
  }

  return {
    post,
    get,
    status: async (cookie: string) => readJson(await get('/api/profile/second-factor', cookie)),
    fieldOf: async (res: Response) => (await readJson(res)).error.fields,
    registrationOptions,
    /** Adds a passkey made by `device` to the account signed in with `u.cookie`. */
    async addPasskey(u: Person, device: SoftAuthenticator, name = 'Laptop') {
      const credential = device.create(await registrationOptions(u));
      const res = await post('/api/profile/passkeys', { name, credential }, u.cookie);
      expect(res.status).toBe(201);
      return readJson(res);
    },
    async signInOptions(cookie = '') {
      const res = await app().request('/api/auth/sign-in/passkey/options', {
        method: 'POST',
        headers: cookie ? { cookie } : {},
      });
      expect(res.status).toBe(200);
      return (await readJson(res)).options;
    },
  };
}
