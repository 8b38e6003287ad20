import { createRouter } from '../../http/router';
import { getSessionHandler, signInHandler, signOutHandler, signUpHandler } from './auth.handlers';
import { getSessionRoute, signInRoute, signOutRoute, signUpRoute } from './auth.routes';

export const authRouter = createRouter()
  .openapi(signUpRoute, signUpHandler)
  .openapi(signInRoute, signInHandler)
  .openapi(signOutRoute, signOutHandler)
  .openapi(getSessionRoute, getSessionHandler);
