import { Route, Routes } from 'react-router';
import { HistoryDetail } from './history-detail';
import { HistoryList } from './history-list';

/** The History section: the list at /admin/history, one record at /admin/history/:id. */
export default function HistoryScreen() {
  return (
    <Routes>
      <Route index element={<HistoryList />} />
      <Route path=":id" element={<HistoryDetail />} />
    </Routes>
  );
}
