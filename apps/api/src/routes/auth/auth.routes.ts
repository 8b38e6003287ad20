import { createRoute, type z } from '@hono/zod-openapi';
import { registerSchema, sessionResponseSchema, signInSchema } from '@restora/shared/contracts/auth';
import { apiErrorSchema } from '@restora/shared/contracts/errors';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const error = (description: string) => json(apiErrorSchema, description);

export const signUpRoute = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags: ['auth'],
  summary: 'Create an account (and its profile) and sign in',
  request: { body: { required: true, content: { 'application/json': { schema: registerSchema } } } },
  responses: {
    201: json(sessionResponseSchema, 'Signed up and signed in; the session cookie is set'),
    400: error('Invalid or common password, invalid name or e-mail'),
    409: error('An account with this e-mail exists'),
    429: error('Too many sign-ups from this address'),
  },
});

export const signInRoute = createRoute({
  method: 'post',
  path: '/auth/sign-in',
  tags: ['auth'],
  summary: 'Sign in with e-mail and password',
  request: { body: { required: true, content: { 'application/json': { schema: signInSchema } } } },
  responses: {
    200: json(sessionResponseSchema, 'Signed in; the session cookie is set'),
    400: error('Invalid input'),
    401: error('Invalid email or password'),
    429: error('Too many attempts'),
  },
});

export const signOutRoute = createRoute({
  method: 'post',
  path: '/auth/sign-out',
  tags: ['auth'],
  summary: 'End the session on the server and clear its cookie',
  responses: { 204: { description: 'Signed out (also when no session was open)' } },
});

export const getSessionRoute = createRoute({
  method: 'get',
  path: '/auth/session',
  tags: ['auth'],
  summary: 'The signed-in user with their profile, or null',
  responses: { 200: json(sessionResponseSchema, 'The session, if any') },
});
