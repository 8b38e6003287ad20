// Photo limits and the texts of refusals, shared by the upload page and the API (docs/decisions/photos.md).

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIN_WIDTH = 800;
export const PHOTOS_PER_PLACE = 20;
export const PHOTO_ALT_MAX = 300;
/** The widths stored (never wider than the upload). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

export const PHOTO_TEXTS = {
  tooLarge: 'This file is larger than 10 MB. Please upload a smaller photo.',
  notAnImage: 'This file is not a photo we can read. Please upload a JPEG, PNG, WebP or AVIF image.',
  tooNarrow: (width: number) =>
    `This photo is ${width} px wide; photos must be at least ${PHOTO_MIN_WIDTH} px wide.`,
  tooMany: `There are already ${PHOTOS_PER_PLACE} photos here. Delete one before adding another.`,
  missingFile: 'Choose a photo to upload (the form field "file").',
  notSaved: 'The photo could not be saved. Please try again.',
  orderMismatch: 'The order must list every photo here exactly once.',
} as const;

/** `srcset` for one format: each stored size by its width. */
export function photoSrcset(sizes: readonly { width: number; url: string }[]): string {
  return sizes.map((s) => `${s.url} ${s.width}w`).join(', ');
}
