import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';

/**
 * Opens a session for an account whose owner has just proved their address with a one-time link (the
 * link mailed at registration, docs/decisions/account-recovery.md): `auth.api.signInWithLink`, with the
 * session cookie in the returned headers. Server-only: it trusts its caller to have spent such a link, so
 * it has no URL (better-auth's HTTP handler is not mounted either).
 */
export const linkSignIn = () =>
  ({
    id: 'restora-link-sign-in',
    endpoints: {
      signInWithLink: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such account' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, userId: user.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
