import type { Photo } from '@restora/shared/contracts/photos';
import { photoSrcset } from '@restora/shared/domain/photo-rules';

type PhotoPictureProps = {
  photo: Photo;
  alt: string;
  /** How wide the picture is drawn, for the browser to choose a size: e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string;
  eager?: boolean;
  className?: string;
  draggable?: boolean;
};

/**
 * A partner's photo (docs/decisions/photos.md): AVIF where the browser has it, WebP otherwise, each at
 * every stored width for the browser to pick from `sizes`; width and height keep its place before it loads.
 */
export function PhotoPicture({ photo, alt, sizes, eager = false, className, draggable }: PhotoPictureProps) {
  const avif = photoSrcset(photo.sizes.map((s) => ({ width: s.width, url: s.avif })));
  const webp = photoSrcset(photo.sizes.map((s) => ({ width: s.width, url: s.webp })));
  // The fallback src: the middle size, for a browser that reads neither srcset.
  const fallback = photo.sizes[Math.floor((photo.sizes.length - 1) / 2)]?.webp;
  return (
    <picture>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img
        src={fallback}
        srcSet={webp}
        sizes={sizes}
        alt={photo.alt || alt}
        width={photo.width}
        height={photo.height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        draggable={draggable}
        className={className}
      />
    </picture>
  );
}
