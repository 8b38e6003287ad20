import { createRoute, z } from '@hono/zod-openapi';
import {
  adminRoleChangeSchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
} from '@restora/shared/contracts/admin-users';
import { auditActor } from '../../http/audit-actor';
import { adminOnly, errorResponse, jsonBody, jsonContent, type AppRouteHandler } from '../../http/openapi';
import { requireAdmin } from '../../http/require-admin';
import { createRouter } from '../../http/router';
import { stepUpFor } from '../../http/step-up';
import { changeUserRole } from '../../services/admin-users/change-user-role';
import { getAdminUser } from '../../services/admin-users/get-admin-user';
import { listAdminUsers } from '../../services/admin-users/list-admin-users';
import { suspendUser, unsuspendUser } from '../../services/admin-users/suspend-user';

const userParams = z.object({ id: z.string().min(1).max(100) });

const listUsersRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary: 'Accounts, 50 a page, searched by the start of the e-mail or name (administrators only)',
  middleware: requireAdmin(),
  request: { query: adminUsersQuerySchema },
  responses: {
    200: jsonContent(adminUsersPageSchema, 'One page of accounts'),
    400: errorResponse('Invalid query'),
    ...adminOnly,
  },
});
const listUsersHandler: AppRouteHandler<typeof listUsersRoute> = async (c) =>
  c.json(await listAdminUsers({ db: c.var.db, query: c.req.valid('query') }), 200);

const getUserRoute = createRoute({
  method: 'get',
  path: '/admin/users/{id}',
  tags: ['admin'],
  summary: 'One account with its latest bookings and orders (administrators only)',
  middleware: requireAdmin(),
  request: { params: userParams },
  responses: {
    200: jsonContent(adminUserDetailSchema, 'The account'),
    404: errorResponse('No such user'),
    ...adminOnly,
  },
});
const getUserHandler: AppRouteHandler<typeof getUserRoute> = async (c) =>
  c.json(await getAdminUser({ db: c.var.db, id: c.req.valid('param').id }), 200);

const changeRoleRoute = createRoute({
  method: 'put',
  path: '/admin/users/{id}/role',
  tags: ['admin'],
  summary: 'Make an account an administrator or a guest; never the last administrator (administrators only)',
  middleware: requireAdmin(),
  request: { params: userParams, body: jsonBody(adminRoleChangeSchema) },
  responses: {
    200: jsonContent(adminUserDetailSchema, 'The account with its new role'),
    400: errorResponse('Invalid role'),
    404: errorResponse('No such user'),
    409: errorResponse('The last administrator'),
    ...adminOnly,
  },
});
const changeRoleHandler: AppRouteHandler<typeof changeRoleRoute> = async (c) =>
  c.json(
    await changeUserRole({
      db: c.var.db,
      actor: auditActor(c, 'operator'),
      id: c.req.valid('param').id,
      role: c.req.valid('json').role,
      stepUp: stepUpFor(c),
    }),
    200,
  );

const suspendRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/suspend',
  tags: ['admin'],
  summary: 'Suspend an account: its sessions end and it cannot sign in (administrators only)',
  middleware: requireAdmin(),
  request: { params: userParams },
  responses: {
    200: jsonContent(adminUserDetailSchema, 'The account, suspended'),
    404: errorResponse('No such user'),
    409: errorResponse('Your own account, or the last administrator'),
    ...adminOnly,
  },
});
const suspendHandler: AppRouteHandler<typeof suspendRoute> = async (c) =>
  c.json(
    await suspendUser({ db: c.var.db, actor: auditActor(c, 'operator'), id: c.req.valid('param').id }),
    200,
  );

const unsuspendRoute = createRoute({
  method: 'post',
  path: '/admin/users/{id}/unsuspend',
  tags: ['admin'],
  summary: 'Let a suspended account sign in again (administrators only)',
  middleware: requireAdmin(),
  request: { params: userParams },
  responses: {
    200: jsonContent(adminUserDetailSchema, 'The account, no longer suspended'),
    404: errorResponse('No such user'),
    ...adminOnly,
  },
});
const unsuspendHandler: AppRouteHandler<typeof unsuspendRoute> = async (c) =>
  c.json(
    await unsuspendUser({ db: c.var.db, actor: auditActor(c, 'operator'), id: c.req.valid('param').id }),
    200,
  );

export const adminUsersRouter = createRouter()
  .openapi(listUsersRoute, listUsersHandler)
  .openapi(getUserRoute, getUserHandler)
  .openapi(changeRoleRoute, changeRoleHandler)
  .openapi(suspendRoute, suspendHandler)
  .openapi(unsuspendRoute, unsuspendHandler);
