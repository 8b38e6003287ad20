import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MIN_WIDTH,
  PHOTO_TEXTS,
  PHOTO_WIDTHS,
} from '@restora/shared/domain/photo-rules';
import { AppError } from '../../errors';

/** One size of a processed photo, encoded twice. */
export type ProcessedSize = { width: number; height: number; avif: Buffer; webp: Buffer };

const READABLE = new Set(['jpeg', 'png', 'webp']);
// sharp reports AVIF as 'heif'; HEIC (HEVC inside) is not decoded by the bundled libvips, so it is refused.
const isAvif = (m: Metadata) => m.format === 'heif' && m.compression === 'av1';

/** The widths to store for an upright photo `width` wide: the fixed ones below it, and itself up to 1600. */
export function targetWidths(width: number): number[] {
  const largest = Math.min(width, Math.max(...PHOTO_WIDTHS));
  return [...new Set([...PHOTO_WIDTHS.filter((w) => w < largest), largest])];
}

/**
 * Reads an upload by its content (never its name or declared type), and refuses it with a 400 when it is
 * not a JPEG, PNG, WebP or AVIF image, is over 10 MB, or is under 800 px wide once upright.
 */
export async function inspectPhoto(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw new AppError('validation_failed', PHOTO_TEXTS.tooLarge);
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new AppError('validation_failed', PHOTO_TEXTS.notAnImage);
  }
  if (!(READABLE.has(metadata.format) || isAvif(metadata)) || !metadata.width || !metadata.height)
    throw new AppError('validation_failed', PHOTO_TEXTS.notAnImage);
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const { width, height } = metadata.autoOrient;
  if (width < PHOTO_MIN_WIDTH) throw new AppError('validation_failed', PHOTO_TEXTS.tooNarrow(width));
  return { width, height };
}

/**
 * Turns an upload into the stored sizes: upright (EXIF orientation applied), without any metadata (EXIF,
 * GPS, ICC profiles are dropped; colours are converted to sRGB), never upscaled, each as AVIF and WebP.
 * Decodes once, at the largest size, and scales the smaller sizes from that.
 */
export async function processPhoto(bytes: Uint8Array): Promise<ProcessedSize[]> {
  const { width } = await inspectPhoto(bytes);
  const widths = targetWidths(width);
  let largest: { data: Buffer; info: OutputInfo };
  try {
    largest = await sharp(bytes, { failOn: 'error' })
      .autoOrient()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace('srgb')
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header was readable but the picture is not (a truncated or damaged file).
    throw new AppError('validation_failed', PHOTO_TEXTS.notAnImage);
  }
  const raw = { width: largest.info.width, height: largest.info.height, channels: 3 as const };
  return Promise.all(
    widths.map(async (w) => {
      const resized = sharp(largest.data, { raw }).resize({ width: w, withoutEnlargement: true });
      const [avif, webp] = await Promise.all([
        resized.clone().avif({ quality: 55, effort: 1 }).toBuffer({ resolveWithObject: true }),
        resized.clone().webp({ quality: 78, effort: 4 }).toBuffer(),
      ]);
      return { width: avif.info.width, height: avif.info.height, avif: avif.data, webp };
    }),
  );
}

/** The first 16 hex digits of the SHA-256 of `bytes`: a file's name changes whenever its content does. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}
