import type { ReportedReview } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { Route, Routes } from 'react-router';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useReportedReviews } from './api/list-reported-reviews';
import { HiddenReviewsList } from './hidden-reviews-list';
import { ListState } from './components/list-state';
import { ModerationTabs } from './components/moderation-tabs';
import { ReportedReviewActions } from './components/reported-review-actions';
import { ReportReasons, ReviewSummary } from './components/review-summary';
import { SectionHeading } from './components/section-heading';
import { useTableParams } from './components/use-table-params';

const columns: DataTableColumn<ReportedReview>[] = [
  {
    header: 'Review',
    cell: (r) => <ReviewSummary review={r} actions={<ReportedReviewActions review={r} />} />,
  },
  {
    header: 'Reports',
    cell: (r) => (
      <div className="grid max-w-xs gap-1">
        <span className="font-semibold tabular-nums">{r.reportCount}</span>
        <ReportReasons reasons={r.reasons} />
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

function ReportedReviewsList() {
  const { page, dir } = useTableParams(['reported'], 'reported', 'asc');
  const list = useReportedReviews(page, dir);
  return (
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
  );
}

/**
 * The reported reviews, oldest report first, to hide or keep, and the hidden ones, to show again
 * (docs/decisions/review-moderation.md).
 */
export default function ModerationScreen() {
  return (
    <Routes>
      <Route
        index
        element={
          <>
            <SectionHeading
              title="Moderation"
              lead="Reviews readers have reported, the longest waiting first."
            />
            <ModerationTabs />
            <ReportedReviewsList />
          </>
        }
      />
      <Route
        path="hidden"
        element={
          <>
            <SectionHeading
              title="Hidden reviews"
              lead="Reviews off the stay pages now, the latest hidden first."
            />
            <ModerationTabs />
            <HiddenReviewsList />
          </>
        }
      />
    </Routes>
  );
}
