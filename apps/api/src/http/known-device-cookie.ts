import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { KNOWN_DEVICE_DAYS } from '../services/identity/known-device';
import type { AppEnv } from './app-env';

// The known-device token (docs/decisions/sessions-and-sign-in.md), sent back to sign-in only.
const NAME = 'restora.known_device';
const PATH = '/api/auth/sign-in';

/** Over https the cookie is Secure and named with the __Secure- prefix, as better-auth's are. */
const prefix = (c: Context<AppEnv>) =>
  c.var.settings.publicUrl.startsWith('https://') ? 'secure' : undefined;

export function readKnownDevice(c: Context<AppEnv>): string | undefined {
  return getCookie(c, NAME, prefix(c));
}

/** Gives this browser a known-device token (at each sign-in and password reset). */
export function rememberDevice(c: Context<AppEnv>, token: string) {
  const secure = prefix(c);
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
    ...(secure ? { secure: true, prefix: secure } : {}),
  });
}
