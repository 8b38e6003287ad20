import { Star } from 'lucide-react';
import { REVIEW_TEXTS } from '@restora/shared/domain/review-replies';
import { cn } from '../../lib/cn';

/** A review's whole-star rating, announced as "4 out of 5". */
export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={REVIEW_TEXTS.stars(rating)} className={cn('inline-flex gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(
            'size-4',
            i < rating ? 'fill-accent-400 text-accent-500' : 'fill-transparent text-sand-300',
          )}
        />
      ))}
    </span>
  );
}
