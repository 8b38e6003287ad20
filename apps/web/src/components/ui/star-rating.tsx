import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';
import { StarRow } from './star-row';

type StarRatingProps = {
  /** Rating out of 5; null when the listing has no reviews yet. */
  value: number | null;
  className?: string;
  /** Show the number beside the stars (one decimal), or 'New' when there is no rating. */
  showValue?: boolean;
};

/** Whole stars up to the floored rating (never more than 5), announced as "Rated 4.7 out of 5". */
export function StarRating({ value, className, showValue = true }: StarRatingProps) {
  if (value === null) {
    return (
      <span className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
        <Star className="size-4 text-sand-400" aria-hidden />
        New
      </span>
    );
  }
  const filled = Math.max(0, Math.min(5, Math.floor(value)));
  const shown = value.toFixed(1);
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={`Rated ${shown} out of 5`} className="inline-flex">
        <StarRow filled={filled} />
      </span>
      {showValue ? (
        <span aria-hidden className="text-sm font-semibold text-ink">
          {shown}
        </span>
      ) : null}
    </span>
  );
}
