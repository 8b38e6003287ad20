import { useState } from 'react';
import type { ReportedReview } from '@restora/shared/contracts/admin-moderation';
import { Button } from '../../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog';
import { toast } from '../../../../components/ui/toast-store';
import { useModerateReview } from '../api/moderate-review';

/**
 * Keep (the reports close, the review stays) or hide (after a confirmation: it leaves the stay page and the
 * room's rating). Both buttons wait while either is on its way.
 */
export function ReportedReviewActions({ review }: { review: ReportedReview }) {
  const moderate = useModerateReview();
  const [confirming, setConfirming] = useState(false);
  const run = (verb: 'hide' | 'keep') =>
    moderate.mutate(
      { id: review.id, verb },
      {
        onSuccess: (result) => {
          setConfirming(false);
          toast({
            title: verb === 'hide' ? 'Review hidden' : 'Review kept',
            description:
              verb === 'hide'
                ? `${review.room.title} now shows ${result.room.reviewCount} reviews.`
                : `${result.closedReports} report${result.closedReports === 1 ? '' : 's'} closed.`,
          });
        },
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
        onClick={() => run('keep')}
        aria-label={`Keep ${who}`}
      >
        Keep
      </Button>
      <Button
        size="sm"
        disabled={moderate.isPending}
        onClick={() => setConfirming(true)}
        aria-label={`Hide ${who}`}
      >
        Hide
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Hide this review?</DialogTitle>
            <DialogDescription>
              The review by {review.guestName} leaves the page of {review.room.title} and stops counting in
              its rating. Its {review.reportCount} open report{review.reportCount === 1 ? '' : 's'} close.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button disabled={moderate.isPending} onClick={() => run('hide')}>
              {moderate.isPending ? 'Hiding…' : 'Hide review'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
