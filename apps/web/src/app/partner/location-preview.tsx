import { ExternalLink, Map as MapIcon } from 'lucide-react';
import { osmEmbedUrl, osmViewUrl, type Coordinates } from '@/features/stays/components/property/map-links';

/**
 * The typed position on the map travellers see (the OpenStreetMap embed of the stay page). Offline or
 * blocked, the numbers and the link below still say where it is.
 */
export function LocationPreview({ coordinates }: { coordinates: Coordinates }) {
  const { latitude, longitude } = coordinates;
  return (
    <div className="grid gap-2">
      <div className="relative grid aspect-[4/3] place-items-center overflow-hidden rounded-xl border border-sand-200 bg-sand-100 sm:aspect-[2/1]">
        <MapIcon className="size-10 text-sand-400" aria-hidden />
        <iframe
          key={`${latitude},${longitude}`}
          title="Map preview of the property's position"
          src={osmEmbedUrl(coordinates)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-sm text-sand-700">
        <span>
          Position: {latitude}, {longitude}
        </span>
        <a
          href={osmViewUrl(coordinates)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary-700 underline-offset-4 hover:underline"
        >
          Check it on OpenStreetMap
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
