import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { CHALLENGE_TTL_SECONDS } from '../services/identity/sign-in-challenge';
import type { AppEnv } from './app-env';

// Sign-in's second-factor challenge (docs/decisions/second-factors.md): sent back to the second step only.
const NAME = 'restora.second_factor';
const PATH = '/api/auth/sign-in';

/** Over https the cookie is Secure and named with the __Secure- prefix, as better-auth's are. */
const secure = (c: Context<AppEnv>) => c.var.settings.publicUrl.startsWith('https://');

export function readSecondFactorChallenge(c: Context<AppEnv>): string | undefined {
  return getCookie(c, NAME, secure(c) ? 'secure' : undefined);
}

export function setSecondFactorChallenge(c: Context<AppEnv>, token: string) {
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: CHALLENGE_TTL_SECONDS,
    ...(secure(c) ? { secure: true, prefix: 'secure' as const } : {}),
  });
}

export function clearSecondFactorChallenge(c: Context<AppEnv>) {
  deleteCookie(c, NAME, { path: PATH, ...(secure(c) ? { secure: true, prefix: 'secure' as const } : {}) });
}
