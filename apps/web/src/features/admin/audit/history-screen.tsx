import { Route, Routes } from 'react-router';
import { IdDetail } from '../components/id-detail';
import { HistoryDetail } from './history-detail';
import { HistoryList } from './history-list';

/** The History section: the list at /admin/history, one record at /admin/history/:id. */
export default function HistoryScreen() {
  return (
    <Routes>
      <Route index element={<HistoryList />} />
      <Route
        path=":id"
        element={
          <IdDetail back={{ to: '/admin/history', label: 'All history' }}>
            {(id) => <HistoryDetail id={id} />}
          </IdDetail>
        }
      />
    </Routes>
  );
}
