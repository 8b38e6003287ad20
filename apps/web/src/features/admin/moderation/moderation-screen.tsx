import type { ReportedReview } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { Link } from 'react-router';
import { ReviewStars } from '../../../components/ui/review-stars';
import { paths } from '../../../config/paths';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useReportedReviews } from './api/list-reported-reviews';
import { ListState } from './components/list-state';
import { ReportedReviewActions } from './components/reported-review-actions';
import { SectionHeading } from './components/section-heading';
import { useTableParams } from './components/use-table-params';

const columns: DataTableColumn<ReportedReview>[] = [
  {
    header: 'Review',
    cell: (r) => (
      <div className="grid max-w-md gap-1">
        <div className="flex items-center gap-2">
          <ReviewStars rating={r.rating} />
          <span className="font-semibold">{r.guestName}</span>
        </div>
        {r.comment ? <p className="whitespace-pre-line text-sand-800">{r.comment}</p> : null}
        <Link
          to={paths.property.to(r.room.id)}
          className="text-primary-700 underline-offset-4 hover:underline"
        >
          {r.room.title}, {r.property.name}
        </Link>
        {/* On a phone the decision sits under the review rather than off the screen's edge. */}
        <div className="mt-2 sm:hidden">
          <ReportedReviewActions review={r} />
        </div>
      </div>
    ),
  },
  {
    header: 'Reports',
    cell: (r) => (
      <div className="grid max-w-xs gap-1">
        <span className="font-semibold tabular-nums">{r.reportCount}</span>
        <ul className="grid list-disc gap-1 pl-4 text-sand-800">
          {r.reasons.map((reason, i) => (
            <li key={i}>{reason}</li>
          ))}
        </ul>
      </div>
    ),
  },
  {
    header: 'First reported',
    sort: 'reported',
    secondary: true,
    cell: (r) => <time dateTime={r.firstReportedAt}>{formatIsoDay(r.firstReportedAt)}</time>,
  },
  { header: 'Decision', secondary: true, cell: (r) => <ReportedReviewActions review={r} /> },
];

/** The reported reviews, oldest report first, to hide or keep (docs/decisions/review-moderation.md). */
export default function ModerationScreen() {
  const { page, dir } = useTableParams(['reported'], 'reported', 'asc');
  const list = useReportedReviews(page, dir);
  return (
    <>
      <SectionHeading title="Moderation" lead="Reviews readers have reported, the longest waiting first." />
      <ListState query={list}>
        {(data) => (
          <DataTable
            caption="Reported reviews"
            columns={columns}
            rows={data.items}
            rowKey={(r) => r.id}
            sort="reported"
            dir={dir}
            total={data.total}
            page={data.page}
            pageSize={data.pageSize}
            empty="No reported reviews are waiting."
          />
        )}
      </ListState>
    </>
  );
}
