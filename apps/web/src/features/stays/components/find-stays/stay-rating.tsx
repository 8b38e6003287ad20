import { Star } from 'lucide-react';

type StayRatingProps = { rating: number | null; reviewCount: number };

/** One decimal with a star and the review count, or "New" for a room nobody has rated yet. */
export function StayRating({ rating, reviewCount }: StayRatingProps) {
  return (
    <p className="absolute left-3 top-3 flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs text-ink shadow-sm">
      {rating === null ? (
        <span className="font-semibold text-accent-700">New</span>
      ) : (
        <>
          <Star className="size-3.5 fill-accent-500 text-accent-500" aria-hidden />
          <span className="sr-only">Rated </span>
          <span className="font-semibold">{rating.toFixed(1)}</span>
          <span className="sr-only"> out of 5,</span>
          <span className="text-sand-700">
            · {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
          </span>
        </>
      )}
    </p>
  );
}
