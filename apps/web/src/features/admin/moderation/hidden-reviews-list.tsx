import type { HiddenReview } from '@restora/shared/contracts/admin-moderation';
import { formatIsoDay } from '@restora/shared/domain/format';
import { DataTable, type DataTableColumn } from '../components/data-table';
import { useHiddenReviews } from './api/list-hidden-reviews';
import { HiddenReviewActions } from './components/hidden-review-actions';
import { ListState } from './components/list-state';
import { ReportReasons, ReviewSummary } from './components/review-summary';
import { useTableParams } from './components/use-table-params';

const columns: DataTableColumn<HiddenReview>[] = [
  {
    header: 'Review',
    cell: (r) => <ReviewSummary review={r} actions={<HiddenReviewActions review={r} />} />,
  },
  {
    header: 'Reports',
    cell: (r) => <ReportReasons reasons={r.reasons} empty="Hidden without a report." />,
  },
  {
    header: 'Hidden',
    sort: 'hidden',
    secondary: true,
    cell: (r) => (
      <>
        <time dateTime={r.hiddenAt}>{formatIsoDay(r.hiddenAt)}</time>
        {r.hiddenBy ? <span className="block text-sand-700">by {r.hiddenBy}</span> : null}
      </>
    ),
  },
  { header: 'Decision', secondary: true, cell: (r) => <HiddenReviewActions review={r} /> },
];

/** The reviews hidden now, the latest hidden first, each to show again (docs/decisions/review-moderation.md). */
export function HiddenReviewsList() {
  const { page, dir } = useTableParams(['hidden'], 'hidden', 'desc');
  const list = useHiddenReviews(page, dir);
  return (
    <ListState query={list}>
      {(data) => (
        <DataTable
          caption="Hidden reviews"
          columns={columns}
          rows={data.items}
          rowKey={(r) => r.id}
          sort="hidden"
          dir={dir}
          total={data.total}
          page={data.page}
          pageSize={data.pageSize}
          empty="No review is hidden."
        />
      )}
    </ListState>
  );
}
