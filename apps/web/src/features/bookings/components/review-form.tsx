import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useReviewBooking } from '../api/review-booking';

/** 1-5 stars (a radio group) and an optional comment, for a stay that has ended. */
export function ReviewForm({ bookingId, onDone }: { bookingId: number; onDone: () => void }) {
  const id = useId();
  const review = useReviewBooking();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (rating < 1) {
      setError('Choose a rating from 1 to 5');
      return;
    }
    try {
      await review.mutateAsync({ id: bookingId, input: { rating, comment } });
      toast({ title: 'Thank you for your review' });
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Something went wrong. Please try again.');
    }
  };

  return (
    <form
      noValidate
      aria-label="Rate your stay"
      className="grid gap-3 rounded-2xl bg-sand-100 p-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={review.isPending} className="grid gap-3">
        <legend className="text-sm font-semibold">Rate your stay</legend>
        <div role="radiogroup" aria-label="Rating" className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={`${n} ${n === 1 ? 'star' : 'stars'}`}
              onClick={() => {
                setRating(n);
                setError(null);
              }}
              className="rounded-md p-1"
            >
              <Star
                className={cn('size-6', n <= rating ? 'fill-accent-400 text-accent-500' : 'text-sand-400')}
                aria-hidden
              />
            </button>
          ))}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
          <Textarea
            id={`${id}-comment`}
            value={comment}
            maxLength={2000}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
          />
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" size="sm">
            {review.isPending ? 'Sending...' : 'Submit review'}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
