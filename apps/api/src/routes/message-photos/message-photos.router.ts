import { createRoute, z } from '@hono/zod-openapi';
import { messagePhotoSchema } from '@restora/shared/contracts/conversations';
import { MESSAGE_PHOTOS_TEXTS } from '@restora/shared/domain/conversations';
import { PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import { AppError } from '../../errors';
import {
  errorResponse,
  idParams,
  int4Id,
  jsonContent,
  notSignedIn,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import { addMessagePhoto, readMessagePhotoFile } from '../../services/conversations/message-photos';

// Photos in messages (docs/decisions/conversations.md, "Photos in messages"): added into a thread by either
// side, sent with the next message, and served only to the thread's people.

const uploadForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, PHOTO_TEXTS.missingFile)
    .openapi({
      type: 'string',
      format: 'binary',
      description: 'JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more',
    }),
});
const uploadRequest = {
  params: idParams,
  body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
};
const added = jsonContent(messagePhotoSchema, 'The photo, waiting to be sent with your next message');
const refused = errorResponse(
  'Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 4 photos already waiting',
);
const tooMany = errorResponse('Too many photos in a short time (Retry-After)');

const guestUploadRoute = createRoute({
  method: 'post',
  path: '/conversations/{id}/photos',
  tags: ['conversations'],
  summary: 'Add a photo to your next message in this conversation (multipart/form-data, one file)',
  middleware: requireUser(),
  request: uploadRequest,
  responses: {
    201: added,
    400: refused,
    401: notSignedIn,
    404: errorResponse('No such conversation of yours'),
    429: tooMany,
  },
});

const partnerUploadRoute = createRoute({
  method: 'post',
  path: '/partner/conversations/{id}/photos',
  tags: ['partners'],
  summary: 'Add a photo to your next message in this conversation (multipart/form-data, one file)',
  middleware: requireUser(),
  request: uploadRequest,
  responses: {
    201: added,
    400: refused,
    404: errorResponse("No such conversation of your organisations'"),
    429: tooMany,
    ...partnerOnly,
  },
});

const upload =
  (side: 'guest' | 'partner'): AppRouteHandler<typeof guestUploadRoute> =>
  async (c) => {
    const photo = await addMessagePhoto(c.var.db, c.var.files, {
      side,
      conversationId: c.req.valid('param').id,
      userId: currentUserId(c),
      bytes: new Uint8Array(await c.req.valid('form').file.arrayBuffer()),
      limit: c.var.settings.rateLimits.messagesAccount,
    });
    return c.json(photo, 201);
  };

const fileRoute = createRoute({
  method: 'get',
  path: '/message-photos/{id}/{file}',
  tags: ['conversations'],
  summary: "One size of a message's photo, for the conversation's guest and its host's members",
  middleware: requireUser(),
  request: {
    params: z.object({ id: int4Id, file: z.string().regex(/^[0-9]+-[0-9a-f]{16}\.(?:avif|webp)$/) }),
  },
  responses: {
    200: {
      description: 'The image (AVIF or WebP)',
      content: { 'image/avif': { schema: z.any() }, 'image/webp': { schema: z.any() } },
    },
    400: errorResponse('Not a photo file name'),
    401: notSignedIn,
    404: errorResponse('No such photo in a conversation of yours'),
  },
});
const fileHandler: AppRouteHandler<typeof fileRoute> = async (c) => {
  const { id, file } = c.req.valid('param');
  const found = await readMessagePhotoFile(c.var.db, c.var.files, {
    photoId: id,
    file,
    userId: currentUserId(c),
  });
  if (!found) throw new AppError('not_found', MESSAGE_PHOTOS_TEXTS.notFound);
  // The file never changes (its name is its content's hash), but it is one person's: private caches only.
  return c.body(found.bytes, 200, {
    'Content-Type': found.type,
    'Content-Length': String(found.bytes.byteLength),
    'Cache-Control': 'private, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  });
};

export const messagePhotosRouter = createRouter()
  .openapi(guestUploadRoute, upload('guest'))
  .openapi(partnerUploadRoute, upload('partner'))
  .openapi(fileRoute, fileHandler);
