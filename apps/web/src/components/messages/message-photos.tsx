import type { MessagePhoto } from '@restora/shared/contracts/conversations';
import { MESSAGE_PHOTOS_TEXTS as T } from '@restora/shared/domain/conversations';
import { photoSrcset } from '@restora/shared/domain/photo-rules';

/**
 * A message's photos as a row of thumbnails, each a link to its largest size (docs/decisions/conversations.md,
 * "Photos in messages"). The files come from /api/message-photos, which serves them to the thread's people.
 */
export function MessagePhotos({ photos }: { photos: MessagePhoto[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label="Photos">
      {photos.map((photo, i) => {
        const largest = photo.sizes[photo.sizes.length - 1]!;
        return (
          <li key={photo.id}>
            <a
              href={largest.webp}
              target="_blank"
              rel="noopener"
              className="block overflow-hidden rounded-[var(--radius-card)] border border-sand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            >
              <picture>
                <source
                  type="image/avif"
                  srcSet={photoSrcset(photo.sizes.map((s) => ({ width: s.width, url: s.avif })))}
                  sizes="160px"
                />
                <img
                  src={photo.sizes[0]!.webp}
                  srcSet={photoSrcset(photo.sizes.map((s) => ({ width: s.width, url: s.webp })))}
                  sizes="160px"
                  width={photo.width}
                  height={photo.height}
                  alt={T.photoAlt(i + 1)}
                  loading="lazy"
                  className="h-28 w-40 object-cover"
                />
              </picture>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
