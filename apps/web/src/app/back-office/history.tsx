import { paths } from '@/config/paths';
import { HistoryDetail } from '@/features/admin/audit/history-detail';
import { HistoryList } from '@/features/admin/audit/history-list';
import { IdDetail } from '@/features/admin/components/id-detail';

/** The History section: the list at /admin/history, one record at /admin/history/:id. */
export const Component = HistoryList;

export function Detail() {
  return (
    <IdDetail back={{ to: paths.admin.history.to(), label: 'All history' }}>
      {(id) => <HistoryDetail id={id} />}
    </IdDetail>
  );
}
