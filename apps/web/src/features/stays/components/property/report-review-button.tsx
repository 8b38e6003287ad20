import { lazy, Suspense, useState } from 'react';
import { Flag } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast-store';
import { paths } from '@/config/paths';

// The dialog and its form load on the first click: most readers never report (docs/decisions/bundle-budget.md).
const ReportReviewDialog = lazy(() => import('./report-review-dialog'));

type Props = { reviewId: number; guestName: string; signedIn: boolean };

/** "Report" under a review: a signed-in reader says why; a visitor is asked to sign in first. */
export function ReportReviewButton({ reviewId, guestName, signedIn }: Props) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = () => {
    if (signedIn) return setOpen(true);
    toast({ title: 'Please sign in', description: 'Sign in to report a review.' });
    void navigate(paths.auth.to(location.pathname));
  };
  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-label={`Report the review by ${guestName}`}
        className="mt-2 inline-flex items-center gap-1 rounded text-xs font-medium text-sand-600 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
      >
        <Flag className="size-3.5" aria-hidden />
        Report
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportReviewDialog reviewId={reviewId} guestName={guestName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
