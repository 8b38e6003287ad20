import type { HiddenReview } from '@restora/shared/contracts/admin-moderation';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useModerateReview } from '../api/moderate-review';

/**
 * Shows a hidden review again, after a confirmation: like hiding it, this changes what travellers read and
 * the room's rating (docs/decisions/review-moderation.md, docs/decisions/admin-back-office.md).
 */
export function HiddenReviewActions({ review }: { review: HiddenReview }) {
  const moderate = useModerateReview();
  return (
    <ConfirmButton
      size="sm"
      variant="outline"
      confirm={{
        title: 'Show this review again?',
        description: `The review by ${review.guestName} goes back on the page of ${review.room.title} and counts in its rating again. The reports that led to hiding it stay closed.`,
        confirmLabel: 'Show the review again',
        pendingLabel: 'Showing…',
        onConfirm: async () => {
          const result = await moderate.mutateAsync({ id: review.id, verb: 'unhide' });
          toast({
            title: 'Review shown again',
            description: `${review.room.title} now shows ${result.room.reviewCount} reviews.`,
          });
        },
      }}
    >
      {/* The visible words start the name (WCAG 2.5.3, label in name). */}
      Show again<span className="sr-only"> the review by {review.guestName}</span>
    </ConfirmButton>
  );
}
