import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import * as z from 'zod';

/**
 * Opens a session for an account whose owner has just passed sign-in's second step (a right password,
 * then a right code: services/identity/complete-sign-in.ts, docs/decisions/second-factors.md):
 * `auth.api.openSessionAfterSecondFactor`, with the session cookie in the returned headers. Server-only,
 * with no URL: it trusts its caller to have checked both.
 */
export const secondFactorSession = () =>
  ({
    id: 'restora-second-factor-session',
    endpoints: {
      openSessionAfterSecondFactor: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('NOT_FOUND', { message: 'No such account' });
          const session = await ctx.context.internalAdapter.createSession(user.id);
          await setSessionCookie(ctx, { session, user });
          return ctx.json({ token: session.token, sessionId: session.id });
        },
      ),
    },
  }) satisfies BetterAuthPlugin;
