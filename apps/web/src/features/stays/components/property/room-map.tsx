import { useId } from 'react';
import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import type { StayRoom } from '@restora/shared/contracts/stays';
import { osmEmbedUrl, osmViewUrl } from './map-links';
import { useNearViewport } from './use-near-viewport';

type RoomMapProps = { location: StayRoom['location']; propertyName: string };

/**
 * The map is the page's only third-party request, so the frame is created only when the visitor
 * scrolls near it; the plain link below works even when the map cannot load (offline, blocked).
 */
export function RoomMap({ location, propertyName }: RoomMapProps) {
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const place = [location.address, location.city, location.state, location.country]
    .filter(Boolean)
    .join(', ');

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-semibold">
        Location
      </h2>
      <p className="mt-2 flex items-start gap-2 text-sand-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-primary-700" aria-hidden />
        {place}
      </p>
      <div
        ref={ref}
        className="relative mt-4 grid aspect-[4/3] place-items-center overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-sand-100 sm:aspect-[2/1]"
      >
        <MapIcon className="size-10 text-sand-400" aria-hidden />
        {near ? (
          <iframe
            title={`Map showing the location of ${propertyName}`}
            src={osmEmbedUrl(location)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        ) : null}
      </div>
      <a
        href={osmViewUrl(location)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-4 hover:underline"
      >
        View on OpenStreetMap
        <ExternalLink className="size-3.5" aria-hidden />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </section>
  );
}
