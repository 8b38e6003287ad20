import { createRouter } from '../../http/router';
import { getProfileHandler, updateProfileHandler } from './profile.handlers';
import { getProfileRoute, updateProfileRoute } from './profile.routes';

export const profileRouter = createRouter()
  .openapi(getProfileRoute, getProfileHandler)
  .openapi(updateProfileRoute, updateProfileHandler);
