import { z, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { apiErrorSchema } from '@restora/shared/contracts/errors';
import type { AppEnv } from './app-env';

/** The handler of one route, typed by its contract (the validated input, the answers it may give). */
export type AppRouteHandler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** A JSON response: its description and its schema. */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A JSON request body, which must be sent. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** An error response, in the one error shape every route answers with. */
export const errorResponse = (description: string) => jsonContent(apiErrorSchema, description);

/** The 401 of every route behind requireUser(). */
export const notSignedIn = errorResponse('Not signed in');

/** The refusals of every partner-console route: signed out, or in no partner organisation. */
export const partnerOnly = {
  401: notSignedIn,
  403: errorResponse('Not a member of any partner organisation'),
};

/** The refusals of every administrator's route. */
export const adminOnly = { 401: notSignedIn, 403: errorResponse('Not an administrator') };

/** A row id in a path: a positive int4, so a larger number is a 400 rather than a database error. */
export const int4Id = z.coerce.number().int().min(1).max(2_147_483_647);

/** The `{id}` path parameter. */
export const idParams = z.object({ id: int4Id });
