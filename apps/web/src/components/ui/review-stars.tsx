import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';
import { cn } from '@/lib/cn';
import { StarRow } from './star-row';

/** A review's whole-star rating, announced as "4 out of 5". */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={REVIEW_TEXTS.stars(rating)} className={cn('inline-flex', className)}>
      <StarRow filled={rating} />
    </span>
  );
}
