import type { RouteHandler } from '@hono/zod-openapi';
import { AppError } from '../../errors';
import type { AppEnv } from '../../http/app-env';
import { currentUserId } from '../../http/session';
import { getSessionUser } from '../../services/auth/get-session-user';
import { updateProfile } from '../../services/profile/update-profile';
import type { getProfileRoute, updateProfileRoute } from './profile.routes';

export const getProfileHandler: RouteHandler<typeof getProfileRoute, AppEnv> = async (c) => {
  const profile = await getSessionUser({ db: c.var.db, userId: currentUserId(c) });
  if (!profile) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return c.json(profile, 200);
};

export const updateProfileHandler: RouteHandler<typeof updateProfileRoute, AppEnv> = async (c) => {
  const userId = currentUserId(c);
  await updateProfile({ db: c.var.db, userId, input: c.req.valid('json') });
  const profile = await getSessionUser({ db: c.var.db, userId });
  if (!profile) throw new AppError('unauthenticated', 'Please sign in to continue.');
  return c.json(profile, 200);
};
