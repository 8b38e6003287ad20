import { ImageOff } from 'lucide-react';
import { Carousel } from '../../../../components/ui/carousel';

type RoomGalleryProps = { images: readonly string[]; title: string; propertyName: string };

/** The room's photos (1200x800 each): the first loads at once, the rest when they come near. */
export function RoomGallery({ images, title, propertyName }: RoomGalleryProps) {
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
