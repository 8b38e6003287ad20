import { z } from 'zod';
import { singleLineText } from './plain-text';
import { PHOTO_ALT_MAX } from '../domain/photo-rules';

/** One stored size of a photo: its URLs (under /uploads/, cached for ever) as AVIF and WebP. */
export const photoSizeSchema = z.object({
  width: z.number(),
  height: z.number(),
  avif: z.string(),
  webp: z.string(),
});

/** A photo as pages show it: `sizes` smallest first; width and height are the largest size's. */
export const photoSchema = z.object({
  id: z.number(),
  alt: z.string(),
  width: z.number(),
  height: z.number(),
  sizes: z.array(photoSizeSchema),
});
export type Photo = z.infer<typeof photoSchema>;

export const photoScopes = ['properties', 'rooms', 'retreats'] as const;
export type PhotoScope = (typeof photoScopes)[number];

export const partnerPhotoSchema = photoSchema.extend({
  position: z.number(),
  isCover: z.boolean(),
});
export type PartnerPhoto = z.infer<typeof partnerPhotoSchema>;

/** The photos of one property, room or retreat, cover first, as its partner manages them. */
export const placePhotosSchema = z.object({
  scope: z.enum(photoScopes),
  id: z.number(),
  name: z.string(),
  propertyId: z.number(),
  max: z.number(),
  photos: z.array(partnerPhotoSchema),
});
export type PlacePhotos = z.infer<typeof placePhotosSchema>;

export const photoOrderSchema = z.object({
  photoIds: z.array(z.number().int().min(1).max(2_147_483_647)).max(100),
});

export const photoAltSchema = z.object({
  alt: z.string().trim().max(PHOTO_ALT_MAX, `alt: at most ${PHOTO_ALT_MAX} characters`).check(singleLineText),
});
