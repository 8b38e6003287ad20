import { createRoute } from '@hono/zod-openapi';
import { sessionUserSchema } from '@restora/shared/contracts/auth';
import { updateProfileSchema } from '@restora/shared/contracts/profile';
import { errorResponse, jsonBody, jsonContent, notSignedIn, type AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { getProfile } from '../../services/profile/get-profile';
import { updateProfile } from '../../services/profile/update-profile';

const profile = jsonContent(sessionUserSchema, 'Your profile');

const getProfileRoute = createRoute({
  method: 'get',
  path: '/profile',
  tags: ['profile'],
  summary: "The signed-in user's own profile",
  middleware: requireUser(),
  responses: { 200: profile, 401: notSignedIn },
});
const getProfileHandler: AppRouteHandler<typeof getProfileRoute> = async (c) =>
  c.json(await getProfile({ db: c.var.db, userId: currentUserId(c) }), 200);

const updateProfileRoute = createRoute({
  method: 'patch',
  path: '/profile',
  tags: ['profile'],
  summary: 'Change your first name, last name and phone (empty saves null; the role cannot be set here)',
  middleware: requireUser(),
  request: { body: jsonBody(updateProfileSchema) },
  responses: { 200: profile, 400: errorResponse('Invalid input'), 401: notSignedIn },
});
const updateProfileHandler: AppRouteHandler<typeof updateProfileRoute> = async (c) =>
  c.json(await updateProfile({ db: c.var.db, userId: currentUserId(c), input: c.req.valid('json') }), 200);

export const profileRouter = createRouter()
  .openapi(getProfileRoute, getProfileHandler)
  .openapi(updateProfileRoute, updateProfileHandler);
