import type { ReportedReview } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { DataTable, type DataTableColumn } from '@/features/admin/components/data-table';
import { useReportedReviews } from '@/features/admin/moderation/api/list-reported-reviews';
import { HiddenReviewsList } from '@/features/admin/moderation/hidden-reviews-list';
import { ListState } from '@/features/admin/moderation/components/list-state';
import { ModerationTabs } from '@/features/admin/moderation/components/moderation-tabs';
import { ReportedReviewActions } from '@/features/admin/moderation/components/reported-review-actions';
import { ReportReasons, ReviewSummary } from '@/features/admin/moderation/components/review-summary';
import { SectionHeading } from '@/features/admin/moderation/components/section-heading';
import { useTableParams } from '@/features/admin/moderation/components/use-table-params';

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
 * The reported reviews, oldest report first, to hide or keep (/admin/moderation), and the hidden ones, to
 * show again (/admin/moderation/hidden; docs/decisions/review-moderation.md).
 */
export function Component() {
  return (
    <>
      <SectionHeading title="Moderation" lead="Reviews readers have reported, the longest waiting first." />
      <ModerationTabs />
      <ReportedReviewsList />
    </>
  );
}

export function Hidden() {
  return (
    <>
      <SectionHeading
        title="Hidden reviews"
        lead="Reviews off the stay pages now, the latest hidden first."
      />
      <ModerationTabs />
      <HiddenReviewsList />
    </>
  );
}
