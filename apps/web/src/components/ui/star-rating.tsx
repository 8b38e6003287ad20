import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

type StarRatingProps = {
  /** Rating out of 5; null when the listing has no reviews yet. */
  value: number | null;
  max?: number;
  className?: string;
  /** Show the number beside the stars (one decimal), or 'New' when there is no rating. */
  showValue?: boolean;
};

/** Whole stars up to the floored rating (never more than `max`), announced as "Rated 4.7 out of 5". */
export function StarRating({ value, max = 5, className, showValue = true }: StarRatingProps) {
  if (value === null) {
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
        <Star className="size-4 text-sand-400" aria-hidden />
        New
      </span>
    );
  }
  const filled = Math.max(0, Math.min(max, Math.floor(value)));
  const shown = value.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={`Rated ${shown} out of ${max}`} className="inline-flex gap-0.5">
        {Array.from({ length: max }, (_, i) => (
          <Star
            key={i}
            aria-hidden
            className={cn(
              'size-4',
              i < filled ? 'fill-accent-400 text-accent-500' : 'fill-transparent text-sand-300',
            )}
          />
        ))}
      </span>
      {showValue ? (
        <span aria-hidden className="text-sm font-semibold text-ink">
          {shown}
        </span>
      ) : null}
    </span>
  );
}
