import type { ReportedReview } from '@restora/shared/contracts/admin-moderation';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast-store';
import { useModerateReview } from '../api/moderate-review';

/**
 * Keep (the reports close, the review stays) or hide (after a confirmation: it leaves the stay page and the
 * room's rating; docs/decisions/admin-back-office.md). Both buttons wait while either is on its way.
 */
export function ReportedReviewActions({ review }: { review: ReportedReview }) {
  const moderate = useModerateReview();
  const keep = () =>
    moderate.mutate(
      { id: review.id, verb: 'keep' },
      {
        onSuccess: (result) =>
          toast({
            title: 'Review kept',
            description: `${result.closedReports} report${result.closedReports === 1 ? '' : 's'} closed.`,
          }),
        onError: (error) => toast({ title: 'That did not work', description: error.message }),
      },
    );
  const who = `the review by ${review.guestName}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        disabled={moderate.isPending}
        onClick={keep}
        aria-label={`Keep ${who}`}
      >
        Keep
      </Button>
      <ConfirmButton
        size="sm"
        disabled={moderate.isPending}
        aria-label={`Hide ${who}`}
        confirm={{
          title: 'Hide this review?',
          description: `The review by ${review.guestName} leaves the page of ${review.room.title} and stops counting in its rating. Its ${review.reportCount} open report${review.reportCount === 1 ? '' : 's'} close. You can show it again from Hidden.`,
          confirmLabel: 'Hide review',
          pendingLabel: 'Hiding…',
          onConfirm: async () => {
            const result = await moderate.mutateAsync({ id: review.id, verb: 'hide' });
            toast({
              title: 'Review hidden',
              description: `${review.room.title} now shows ${result.room.reviewCount} reviews.`,
            });
          },
        }}
      >
        Hide
      </ConfirmButton>
    </div>
  );
}
