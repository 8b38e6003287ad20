import { ImageOff } from 'lucide-react';
import type { Photo } from '@restora/shared/contracts/photos';
import { Carousel } from '@/components/ui/carousel';
import { PhotoPicture } from '@/components/ui/photo-picture';

type RoomGalleryProps = {
  images: readonly string[];
  /** The partner's photos, cover first; when there are any, the artwork (`images`) is not shown. */
  photos?: readonly Photo[];
  title: string;
  propertyName: string;
};

/** The gallery spans the page's main column: full width on phones, about two thirds from 1024 px. */
const GALLERY_SIZES = '(min-width: 1280px) 800px, (min-width: 1024px) 66vw, 100vw';

/** The room's photos: the first loads at once, the rest when they come near. */
export function RoomGallery({ images, photos = [], title, propertyName }: RoomGalleryProps) {
  if (photos.length > 0) {
    return (
      <Carousel
        items={photos}
        label={`Photos of ${title}`}
        renderItem={(photo, i) => (
          <PhotoPicture
            photo={photo}
            alt={`${title} at ${propertyName}, photo ${i + 1} of ${photos.length}`}
            sizes={GALLERY_SIZES}
            eager={i === 0}
            draggable={false}
            className="aspect-[3/2] w-full object-cover"
          />
        )}
      />
    );
  }
  if (images.length === 0) {
    return (
      <div className="grid aspect-[3/2] place-items-center rounded-[var(--radius-card)] bg-sand-100 text-sand-600">
        <span className="grid justify-items-center gap-2 text-sm">
          <ImageOff className="size-8" aria-hidden />
          No photos of this room yet
        </span>
      </div>
    );
  }
  return (
    <Carousel
      items={images}
      label={`Photos of ${title}`}
      renderItem={(src, i) => (
        <img
          src={src}
          alt={`${title} at ${propertyName}, photo ${i + 1} of ${images.length}`}
          width={1200}
          height={800}
          loading={i === 0 ? 'eager' : 'lazy'}
          fetchPriority={i === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          className="aspect-[3/2] w-full object-cover"
        />
      )}
    />
  );
}
