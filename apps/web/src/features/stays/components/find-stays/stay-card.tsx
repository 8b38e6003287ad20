import { useId } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { StayCard as StayCardData } from '@restora/shared/contracts/stays';
import { Button } from '@/components/ui/button';
import { PhotoPicture } from '@/components/ui/photo-picture';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { StayRating } from './stay-rating';

export const CARD_AMENITIES = 3;
/** A card is a column of the results grid: 1 below 640 px, 2 up to 1024 px, then 3 (at most 1280 px wide). */
const CARD_SIZES = '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

type StayCardProps = {
  stay: StayCardData;
  /** Query carried to the property page (dates and guests), e.g. '?dateFrom=...'. */
  linkSearch: string;
  /** Cards in the first row load at once; the rest when scrolled near. */
  eager?: boolean;
  /**
   * Amenities shown before '+N more': 3 on /find-stays, 2 on the home page (docs/decisions/stay-search.md).
   */
  amenityCount?: number;
};

/** The nightly price; in a search by dates, the average of those nights' prices (a partner's own included). */
function nightly({ priceCents, priceForDates }: StayCardData): number {
  return priceForDates ? Math.round(priceForDates.totalCents / priceForDates.nights) : priceCents;
}

export function StayCard({ stay, linkSearch, eager = false, amenityCount = CARD_AMENITIES }: StayCardProps) {
  const titleId = useId();
  const place = [stay.location.city, stay.location.country].filter(Boolean).join(', ');
  const extra = stay.amenities.length - amenityCount;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-sand-200 bg-white shadow-soft">
      <div>
        {stay.photo ? (
          <PhotoPicture
            photo={stay.photo}
            alt={`${stay.title}, ${stay.propertyName}`}
            sizes={CARD_SIZES}
            eager={eager}
            className="aspect-[3/2] w-full bg-sand-100 object-cover"
          />
        ) : stay.image ? (
          <img
            src={stay.image}
            alt={`${stay.title}, ${stay.propertyName}`}
            width={1200}
            height={800}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="aspect-[3/2] w-full bg-sand-100 object-cover"
          />
        ) : (
          <div className="aspect-[3/2] w-full bg-gradient-to-br from-primary-100 to-sand-100" aria-hidden />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5 wrap-anywhere">
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          {stay.title}
        </h3>
        <StayRating rating={stay.rating} reviewCount={stay.reviewCount} />
        <p className="mt-1 text-sm text-sand-700">{stay.propertyName}</p>
        <p className="mt-1 flex items-center gap-1 text-sm text-sand-600">
          <MapPin className="size-3.5 shrink-0" aria-hidden />
          {place}
        </p>
        {stay.amenities.length ? (
          <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Amenities">
            {stay.amenities.slice(0, amenityCount).map((amenity) => (
              <li key={amenity} className="rounded-full bg-sand-100 px-2.5 py-1 text-xs text-sand-800">
                {amenity}
              </li>
            ))}
            {extra > 0 ? (
              <li className="rounded-full px-1 py-1 text-xs font-medium text-sand-700">+{extra} more</li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <div>
            <p className="text-sm text-sand-700" data-testid="stay-price">
              <span className="font-display text-xl font-semibold text-ink">
                {formatMoney(nightly(stay))}
              </span>{' '}
              / night
            </p>
            {stay.priceForDates ? (
              <p className="text-xs text-sand-600">
                {formatMoney(stay.priceForDates.totalCents)} for {stay.priceForDates.nights}{' '}
                {stay.priceForDates.nights === 1 ? 'night' : 'nights'}
              </p>
            ) : null}
          </div>
          <Button asChild size="sm">
            <Link to={`${paths.property.to(stay.id)}${linkSearch}`} aria-describedby={titleId}>
              View Details
            </Link>
          </Button>
        </div>
      </div>
    </article>
  );
}
