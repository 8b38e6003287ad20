import { createRoute } from '@hono/zod-openapi';
import { sessionUserSchema } from '@restora/shared/contracts/auth';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import { updateProfileSchema } from '@restora/shared/contracts/profile';
import { requireUser } from '../../http/session';

const profile = {
  description: 'Your profile',
  content: { 'application/json': { schema: sessionUserSchema } },
};
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorSchema } },
});

export const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['profile'],
  summary: "The signed-in user's own profile",
  middleware: [requireUser()] as const,
  responses: { 200: profile, 401: error('Not signed in') },
});

export const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['profile'],
  summary: 'Change your first name, last name and phone (empty saves null; the role cannot be set here)',
  middleware: [requireUser()] as const,
  request: { body: { required: true, content: { 'application/json': { schema: updateProfileSchema } } } },
  responses: { 200: profile, 400: error('Invalid input'), 401: error('Not signed in') },
});
