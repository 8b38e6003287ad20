import { createRoute, z } from '@hono/zod-openapi';
import type { AppRouteHandler } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { drawAvatar } from '../../services/avatars/draw-avatar';

const getAvatarRoute = createRoute({
  method: 'get',
  path: '/avatars/{seed}',
  tags: ['avatars'],
  summary: 'An avatar drawn from a name (SVG)',
  request: { params: z.object({ seed: z.string().min(1).max(200) }) },
  responses: { 200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } } },
});
const getAvatarHandler: AppRouteHandler<typeof getAvatarRoute> = (c) => {
  const { seed } = c.req.valid('param');
  return c.body(drawAvatar(seed), 200, {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=604800',
  });
};

export const avatarsRouter = createRouter().openapi(getAvatarRoute, getAvatarHandler);
