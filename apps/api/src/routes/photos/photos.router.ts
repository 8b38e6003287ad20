import { createRoute, z } from '@hono/zod-openapi';
import {
  partnerPhotoSchema,
  photoAltSchema,
  photoOrderSchema,
  placePhotosSchema,
} from '@restora/shared/contracts/photos';
import { PHOTO_TEXTS } from '@restora/shared/domain/photo-rules';
import {
  errorResponse,
  int4Id,
  jsonBody,
  jsonContent,
  partnerOnly,
  type AppRouteHandler,
} from '../../http/openapi';
import { auditActor } from '../../http/audit-actor';
import { createRouter } from '../../http/router';
import { currentUserId, requireUser } from '../../http/session';
import {
  deletePhoto,
  listPlacePhotos,
  reorderPhotos,
  setCoverPhoto,
  updatePhotoAlt,
} from '../../services/photos/manage-photos';
import { uploadPhoto } from '../../services/photos/upload-photo';

// Partners' photos of their properties, rooms and retreats (docs/decisions/photos.md; retreats': "Retreat and
// facilitator photos"). A retreat's photos have their own paths, matched before the {scope} ones.

const placeParams = z.object({ scope: z.enum(['properties', 'rooms']), id: int4Id });
const retreatParams = z.object({ id: int4Id });
const photoParams = z.object({ id: int4Id });
const guarded = partnerOnly;
const placeNotFound = errorResponse('No such property or room among your organisations’');
const retreatNotFound = errorResponse('No such retreat among your organisations’');
const photoNotFound = errorResponse('No such photo among your organisations’');
const placePhotos = jsonContent(placePhotosSchema, 'The photos, cover first');

const listRoute = createRoute({
  method: 'get',
  path: '/partner/{scope}/{id}/photos',
  tags: ['partners'],
  summary: 'The photos of one of your properties or rooms, cover first',
  middleware: requireUser(),
  request: { params: placeParams },
  responses: { 200: placePhotos, 404: placeNotFound, ...guarded },
});
const listHandler: AppRouteHandler<typeof listRoute> = async (c) =>
  c.json(await listPlacePhotos({ db: c.var.db, userId: currentUserId(c), ...c.req.valid('param') }), 200);

const uploadForm = z.object({
  file: z
    .custom<File>((v) => v instanceof File, PHOTO_TEXTS.missingFile)
    .openapi({
      type: 'string',
      format: 'binary',
      description: 'JPEG, PNG, WebP or AVIF; up to 10 MB; 800 px wide or more',
    }),
  alt: photoAltSchema.shape.alt.optional().openapi({ description: 'Alternative text' }),
});

const uploadRoute = createRoute({
  method: 'post',
  path: '/partner/{scope}/{id}/photos',
  tags: ['partners'],
  summary:
    'Add a photo (multipart/form-data, one file): stripped of metadata, turned upright, stored at 480/960/1600 px as AVIF and WebP',
  middleware: requireUser(),
  request: {
    params: placeParams,
    body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
  },
  responses: {
    201: jsonContent(partnerPhotoSchema, 'The stored photo, last in the order'),
    400: errorResponse(
      'Not a readable JPEG/PNG/WebP/AVIF image, over 10 MB, under 800 px wide, or 20 photos already',
    ),
    404: placeNotFound,
    ...guarded,
  },
});
const uploadHandler: AppRouteHandler<typeof uploadRoute> = async (c) => {
  const { file, alt } = c.req.valid('form');
  const photo = await uploadPhoto({
    db: c.var.db,
    events: c.var.events,
    store: c.var.files,
    actor: auditActor(c, 'partner'),
    ...c.req.valid('param'),
    bytes: new Uint8Array(await file.arrayBuffer()),
    alt,
  });
  return c.json(photo, 201);
};

const orderRoute = createRoute({
  method: 'put',
  path: '/partner/{scope}/{id}/photos/order',
  tags: ['partners'],
  summary: 'Put the photos in this order (each once); the first is the cover',
  middleware: requireUser(),
  request: { params: placeParams, body: jsonBody(photoOrderSchema) },
  responses: {
    200: placePhotos,
    400: errorResponse('Not exactly the photos of this place'),
    404: placeNotFound,
    ...guarded,
  },
});
const orderHandler: AppRouteHandler<typeof orderRoute> = async (c) =>
  c.json(
    await reorderPhotos({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      ...c.req.valid('param'),
      photoIds: c.req.valid('json').photoIds,
    }),
    200,
  );

const coverRoute = createRoute({
  method: 'post',
  path: '/partner/photos/{id}/cover',
  tags: ['partners'],
  summary: 'Make a photo the cover (first); the others keep their order',
  middleware: requireUser(),
  request: { params: photoParams },
  responses: { 200: placePhotos, 404: photoNotFound, ...guarded },
});
const coverHandler: AppRouteHandler<typeof coverRoute> = async (c) =>
  c.json(
    await setCoverPhoto({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      photoId: c.req.valid('param').id,
    }),
    200,
  );

const altRoute = createRoute({
  method: 'patch',
  path: '/partner/photos/{id}',
  tags: ['partners'],
  summary: "Change a photo's alternative text",
  middleware: requireUser(),
  request: { params: photoParams, body: jsonBody(photoAltSchema) },
  responses: {
    200: jsonContent(partnerPhotoSchema, 'The photo'),
    400: errorResponse('Alternative text too long'),
    404: photoNotFound,
    ...guarded,
  },
});
const altHandler: AppRouteHandler<typeof altRoute> = async (c) =>
  c.json(
    await updatePhotoAlt({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      photoId: c.req.valid('param').id,
      alt: c.req.valid('json').alt,
    }),
    200,
  );

const deleteRoute = createRoute({
  method: 'delete',
  path: '/partner/photos/{id}',
  tags: ['partners'],
  summary: 'Delete a photo and its files; the next one becomes the cover if it was',
  middleware: requireUser(),
  request: { params: photoParams },
  responses: { 204: { description: 'Deleted' }, 404: photoNotFound, ...guarded },
});
const deleteHandler: AppRouteHandler<typeof deleteRoute> = async (c) => {
  await deletePhoto({
    db: c.var.db,
    events: c.var.events,
    store: c.var.files,
    actor: auditActor(c, 'partner'),
    photoId: c.req.valid('param').id,
  });
  return c.body(null, 204);
};

const retreatListRoute = createRoute({
  ...listRoute,
  path: '/partner/retreats/{id}/photos',
  summary: "The photos of one of your retreats, cover first (gallery and facilitators' portraits)",
  request: { params: retreatParams },
  responses: { ...listRoute.responses, 404: retreatNotFound },
});
const retreatListHandler: AppRouteHandler<typeof retreatListRoute> = async (c) =>
  c.json(
    await listPlacePhotos({
      db: c.var.db,
      userId: currentUserId(c),
      scope: 'retreats',
      id: c.req.valid('param').id,
    }),
    200,
  );

const retreatUploadRoute = createRoute({
  ...uploadRoute,
  path: '/partner/retreats/{id}/photos',
  summary: 'Add a photo to a retreat, processed as a property’s (multipart/form-data, one file)',
  request: { ...uploadRoute.request, params: retreatParams },
  responses: { ...uploadRoute.responses, 404: retreatNotFound },
});
const retreatUploadHandler: AppRouteHandler<typeof retreatUploadRoute> = async (c) => {
  const { file, alt } = c.req.valid('form');
  const photo = await uploadPhoto({
    db: c.var.db,
    events: c.var.events,
    store: c.var.files,
    actor: auditActor(c, 'partner'),
    scope: 'retreats',
    id: c.req.valid('param').id,
    bytes: new Uint8Array(await file.arrayBuffer()),
    alt,
  });
  return c.json(photo, 201);
};

const retreatOrderRoute = createRoute({
  ...orderRoute,
  path: '/partner/retreats/{id}/photos/order',
  summary: "Put a retreat's photos in this order (each once); the first is the cover",
  request: { ...orderRoute.request, params: retreatParams },
  responses: { ...orderRoute.responses, 404: retreatNotFound },
});
const retreatOrderHandler: AppRouteHandler<typeof retreatOrderRoute> = async (c) =>
  c.json(
    await reorderPhotos({
      db: c.var.db,
      events: c.var.events,
      actor: auditActor(c, 'partner'),
      scope: 'retreats',
      id: c.req.valid('param').id,
      photoIds: c.req.valid('json').photoIds,
    }),
    200,
  );

export const photosRouter = createRouter()
  .openapi(retreatListRoute, retreatListHandler)
  .openapi(retreatUploadRoute, retreatUploadHandler)
  .openapi(retreatOrderRoute, retreatOrderHandler)
  .openapi(listRoute, listHandler)
  .openapi(uploadRoute, uploadHandler)
  .openapi(orderRoute, orderHandler)
  .openapi(coverRoute, coverHandler)
  .openapi(altRoute, altHandler)
  .openapi(deleteRoute, deleteHandler);
