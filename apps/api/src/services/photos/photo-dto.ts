import type { PartnerPhoto, Photo, PhotoScope } from '@restora/shared/contracts/photos';
import type { PhotoVariant } from '../../db/schema/photos';

/** The stable public path of a stored file (served by http/uploads.ts). */
export const uploadUrl = (key: string) => `/uploads/${key}`;

export type PhotoRow = { id: number; alt: string; width: number; height: number; variants: PhotoVariant[] };

export function toPhoto(row: PhotoRow): Photo {
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    sizes: row.variants.map((v) => ({
      width: v.width,
      height: v.height,
      avif: uploadUrl(v.avif),
      webp: uploadUrl(v.webp),
    })),
  };
}

export function toPartnerPhoto(row: PhotoRow & { position: number }): PartnerPhoto {
  return { ...toPhoto(row), position: row.position, isCover: row.position === 0 };
}

/** Every storage key of a photo's files. */
export const photoKeys = (variants: PhotoVariant[]) => variants.flatMap((v) => [v.avif, v.webp]);

/** A photo as the audit trail keeps it: the partner's view, and the property, room or retreat it shows. */
export function shownPhoto(place: { scope: PhotoScope; id: number }, row: PhotoRow & { position: number }) {
  return { ...toPartnerPhoto(row), place: { scope: place.scope, id: place.id } };
}
